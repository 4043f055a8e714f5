// Where a mutation through a property wrote: the in-place tests' probe (also linked into
// CombineMainActorTests).

/// The address of an array's elements.
func address<E>(_ array: [E]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
}

/// The address of the elements `mutation` wrote to: `mutation` runs the body it is given on a
/// property, through `withUnsafeMutableBufferPointer`. In place, that is the buffer the
/// property held; a copy is made while the held buffer is still alive, so elsewhere.
func written<E>(by mutation: ((inout UnsafeMutableBufferPointer<E>) -> Void) -> Void) -> UnsafeRawPointer? {
    var written: UnsafeRawPointer?
    mutation { written = $0.baseAddress.map(UnsafeRawPointer.init) }
    return written
}
