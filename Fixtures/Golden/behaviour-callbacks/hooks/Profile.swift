// Hand-written, next to the generated files in the same module: Profile's didInit() (SPEC §6),
// which runs at the end of every generated init, also the one decoding goes through.

extension Profile {
    /// Counts its calls in an @ignored member, which no observer sees.
    func didInit() { initCount += 1 }
}
