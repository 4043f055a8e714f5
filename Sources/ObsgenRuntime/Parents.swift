#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// One climb of one change from the model where it was made to its ancestors. Each member
/// of each model hears a climb once (the first time it reaches it, depth first, parents in
/// link order), so a cycle or a dense graph costs one delivery per member holding a child,
/// and a model that holds the same child through two members still recomputes the derived
/// values of both. The work still to do is a list of steps on the heap, so the climb costs
/// no stack per level: a parent's receive delivers to its own observers and pushes its
/// parents' forwarding here instead of calling them.
///
/// A climb carries the round of the change it reports (the origin's `_ObsgenPass`): once a
/// nested round of the same member has run (a callback on the way assigned it again), the
/// rest of the climb is stale and dropped — no more deliveries, no more forwarding; the
/// nested round's own climb reported the newer value (docs/generated-api.md, re-entrancy).
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenClimb {
    /// The round of the change that climbs (nil: never superseded).
    public let pass: _ObsgenPass?
    /// The model where the change was made (every member of it counts as reached), and the
    /// first members it reached, kept inline.
    private let origin: ObjectIdentifier
    private var second: _ObsgenReached?
    private var third: _ObsgenReached?
    /// What does not fit inline (made when first needed): the steps to run, the members
    /// reached after the first two. One reference, so a climb to a single parent stays
    /// small enough for the compiler to keep it in registers and inline its destruction.
    private var work: _ObsgenClimbWork?

    /// Starts a climb from `origin`, which counts as reached, of the change `pass` reports.
    @inline(__always)
    public init(origin: AnyObject, pass: _ObsgenPass?) {
        self.origin = ObjectIdentifier(origin)
        self.pass = pass
    }

    /// False once a nested round superseded the change: the rest of the climb is stale.
    @inline(__always)
    public var isCurrent: Bool { pass?.isCurrent ?? true }

    /// Marks `member` of `model` as reached; false when the climb already reached it (or
    /// `model` is where the change was made).
    @inline(__always)
    public mutating func reaches(_ model: AnyObject, member: Int) -> Bool {
        let id = ObjectIdentifier(model)
        if id == origin { return false }
        let key = _ObsgenReached(model: id, member: member)
        if key == second || key == third { return false }
        if second == nil { second = key; return true }
        if third == nil { third = key; return true }
        return madeWork().rest.insert(key).inserted
    }

    /// The heap part of the climb, made the first time it is needed.
    private mutating func madeWork() -> _ObsgenClimbWork {
        if let work { return work }
        let made = _ObsgenClimbWork()
        work = made
        return made
    }

    /// Puts `step` on top of the work: it runs before what is already there.
    public mutating func push(_ step: _ObsgenStep) {
        let work = madeWork()
        step.below = work.top
        work.top = step
    }

    /// Runs the steps until none is left (each may push more).
    @inline(__always)
    public mutating func finish() {
        guard let work else { return }
        while let step = work.top {
            if !step.advance(&self) { work.top = step.below }
        }
    }
}

/// The part of a climb kept on the heap (see `_ObsgenClimb`).
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenClimbWork {
    /// The step to run next; each step holds the one below it.
    fileprivate var top: _ObsgenStep?
    /// The members the climb reached after the first two.
    fileprivate var rest: Set<_ObsgenReached> = []
}

/// A member of a model that a climb reached (see `_ObsgenClimb`).
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenReached: Hashable {
    let model: ObjectIdentifier
    let member: Int
}

/// A piece of a climb's work (see `_ObsgenClimb`).
@_spi(ObsgenRuntime) public nonisolated class _ObsgenStep {
    /// The step that runs after this one.
    fileprivate var below: _ObsgenStep?

    /// Does the next part of the step, which may push steps that run first; false when done.
    public func advance(_ climb: inout _ObsgenClimb) -> Bool { false }
}

/// A step that forwards one change along a snapshot of a model's parent links, one link at
/// a time (each link's climb runs before the next link) while the climb is current, then
/// runs `then` (the model's own changes that follow, such as a derived value that changed:
/// they have rounds of their own, so they run even when the climb was superseded).
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenForwarding<Change>: _ObsgenStep {
    private let links: [_ObsgenParentLink<Change>]
    private let change: Change
    private let owner: (any _ObsgenLinked)?
    private let then: (() -> Void)?
    private var next = 0
    private var sawGone = false

    /// Forwards `change` along `links`; `owner` drops its gone links afterwards when there were some.
    public init(_ links: [_ObsgenParentLink<Change>], _ change: Change, owner: (any _ObsgenLinked)?, then: (() -> Void)?) {
        self.links = links
        self.change = change
        self.owner = owner
        self.then = then
    }

    /// Forwards along the next links until one pushes work (that climb runs first), then,
    /// once every link is done or the climb is superseded, drops gone links and runs `then`.
    public override func advance(_ climb: inout _ObsgenClimb) -> Bool {
        while next < links.count && climb.isCurrent {
            let link = links[next]
            next += 1
            if !link.forward(change, &climb) { sawGone = true }
            if climb.pushedAbove(self) { return true }
        }
        if sawGone { owner?._obsgenDropGoneParents() }
        then?()
        return false
    }
}

extension _ObsgenClimb {
    /// True when a step was pushed above `step` (so it must wait).
    @inline(__always)
    fileprivate nonisolated func pushedAbove(_ step: _ObsgenStep) -> Bool { work?.top !== step }

    /// The part of a receive that follows the delivery to the model's own observers: forwards
    /// `change` along `links` (a snapshot) on this climb, then runs `then`. Runs at once when
    /// there is no link or the climb is superseded; else it is pushed, so the climb above
    /// finishes first.
    public nonisolated mutating func forward<Change>(_ links: [_ObsgenParentLink<Change>], _ change: Change, owner: (any _ObsgenLinked)?, then: (() -> Void)?) {
        if links.isEmpty || !isCurrent { then?(); return }
        push(_ObsgenForwarding(links, change, owner: owner, then: then))
    }
}

/// How a child reaches one parent: the parent (held weakly), which member of the parent
/// holds the child (and at which position, for arrays), and the parent's function that
/// receives the child's changes.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenParentLink<Change> {
    /// The parent, while it lives.
    public weak var parent: AnyObject?
    /// The parent's identity, for unlinking.
    public let owner: ObjectIdentifier
    /// Which member of the parent (its position among the parent's members).
    public let member: Int
    /// The child's position in the parent's array (0 for a single child).
    public let index: Int
    /// Set when the parent no longer holds the child there (models that are not `@locked`;
    /// `@locked` parents check the sender instead): a climb that took the link before does
    /// not deliver through it.
    public var isClosed = false
    private let _obsgenReceive: (AnyObject, Int, Change, inout _ObsgenClimb) -> Void

    /// Makes a link; `receive` gets the parent, the index, the change and the climb.
    public init(parent: AnyObject, member: Int, index: Int = 0, receive: @escaping (AnyObject, Int, Change, inout _ObsgenClimb) -> Void) {
        self.parent = parent
        self.owner = ObjectIdentifier(parent)
        self.member = member
        self.index = index
        self._obsgenReceive = receive
    }

    /// Makes a link from a parent of type `_ObsgenParent` (the generated model): `receive`
    /// gets the parent as that type.
    /// The link holds only `parent`, so the cast is an `unsafeDowncast` (no dynamic check per
    /// change), written once here instead of in every generated link.
    @inline(__always)
    public convenience init<_ObsgenParent: AnyObject>(from parent: _ObsgenParent, member: Int, index: Int = 0, receive: @escaping (_ObsgenParent, Int, Change, inout _ObsgenClimb) -> Void) {
        self.init(parent: parent, member: member, index: index) { parent, index, change, climb in
            receive(unsafeDowncast(parent, to: _ObsgenParent.self), index, change, &climb)
        }
    }

    /// Delivers a change to the parent (unless the link is closed); false when the parent is gone.
    public func forward(_ change: Change, _ climb: inout _ObsgenClimb) -> Bool {
        guard let parent else { return false }
        if !isClosed { _obsgenReceive(parent, index, change, &climb) }
        return true
    }
}

/// Links the children of a model whose observer table was just made. Linking a child may
/// make the child's table, and so link its children: instead of recursing, a model made
/// during a linking pass queues its linking on the pass (kept for the thread, on the stack
/// of the call that started it), which runs the queue to its end, breadth first. So a chain
/// of any depth is linked with the same stack.
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenLinking {
    /// The thread's pass in progress (a pointer to its queue).
    private static let current: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "obsgen: no thread-specific key left")
        return key
    }()

    /// Runs `link` now with whatever it queues, or queues it on the pass in progress.
    public static func run(_ link: @escaping () -> Void) {
        if let raw = pthread_getspecific(current) {
            raw.assumingMemoryBound(to: [() -> Void].self).pointee.append(link)
            return
        }
        var queue = [link]
        withUnsafeMutablePointer(to: &queue) { pointer in
            pthread_setspecific(current, pointer)
            defer { pthread_setspecific(current, nil) }
            var next = 0
            while next < pointer.pointee.count {
                let step = pointer.pointee[next]
                next += 1
                step()
            }
        }
    }
}

/// What holds parent links and can drop those whose parent is gone.
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenLinked: AnyObject {
    /// Drops the links whose parent is gone.
    func _obsgenDropGoneParents()
}

/// Starts a climb of `change` from `origin` along `links` (a snapshot), for the round `pass`:
/// each link's climb runs to its end before the next link, while `pass` is current, with
/// `origin` as the thread's `_ObsgenClimbOrigin`. Returns true when a link's parent is gone
/// (the caller then drops such links).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenForwardAll<Change>(_ links: [_ObsgenParentLink<Change>], _ change: Change, from origin: AnyObject, _ pass: _ObsgenPass?) -> Bool {
    if links.isEmpty { return false }
    var climb = _ObsgenClimb(origin: origin, pass: pass)
    var sawGone = false
    let originSlot = _ObsgenClimbOrigin.slot()
    let outerOrigin = originSlot.pointee
    originSlot.pointee = Unmanaged.passUnretained(origin).toOpaque()
    defer { originSlot.pointee = outerOrigin }
    links.withUnsafeBufferPointer { buffer in
        for index in buffer.indices {
            Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { link in
                if !link.forward(change, &climb) { sawGone = true }
            }
            climb.finish()
            if index + 1 < buffer.count && !climb.isCurrent { break }
        }
    }
    return sawGone
}

/// Drops the links of one member of one parent (the child was replaced or removed there);
/// with `closing`, marks them closed for climbs that already took them.
@_spi(ObsgenRuntime) public nonisolated func _obsgenUnlink<Change>(_ links: inout [_ObsgenParentLink<Change>], _ owner: ObjectIdentifier, member: Int, closing: Bool = false) {
    links.removeAll { link in
        guard link.owner == owner && link.member == member else { return false }
        if closing { link.isClosed = true }
        return true
    }
}

/// Drops the links whose parent is gone.
@_spi(ObsgenRuntime) public nonisolated func _obsgenDropGone<Change>(_ links: inout [_ObsgenParentLink<Change>]) {
    links.removeAll { $0.parent == nil }
}

/// Adds links; first drops the links whose parent is gone when the list has reached
/// `limit`, which becomes twice the links left (at least 8). So the links of dead parents
/// never outnumber the live ones by more than that, at an amortised constant cost per link.
@_spi(ObsgenRuntime) public nonisolated func _obsgenAddLinks<Change>(_ links: inout [_ObsgenParentLink<Change>], _ added: [_ObsgenParentLink<Change>], limit: inout Int) {
    if links.count + added.count > limit {
        _obsgenDropGone(&links)
        limit = max(8, 2 * (links.count + added.count))
    }
    links.append(contentsOf: added)
}

/// Adds one link, as `_obsgenAddLinks` does.
@_spi(ObsgenRuntime) public nonisolated func _obsgenAddLink<Change>(_ links: inout [_ObsgenParentLink<Change>], _ link: _ObsgenParentLink<Change>, limit: inout Int) {
    if links.count >= limit {
        _obsgenDropGone(&links)
        limit = max(8, 2 * (links.count + 1))
    }
    links.append(link)
}

/// The table of a model that is not `@locked`, as the emitting code below sees it: its
/// `observeChanges` observers and parent links, in its `_ObsgenCore` (Table.swift). Generated
/// tables conform, so this code is type-checked once per build instead of once per model.
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenEmitting: _ObsgenLinked {
    /// The model's `Change`.
    associatedtype Change
    /// The type of an `observeChanges` callback.
    associatedtype ChangeCallback
    /// What every such table holds: `observeChanges` observers, parent links, round numbers.
    var _obsgenCore: _ObsgenCore<Change, ChangeCallback> { get set }
}

extension _ObsgenEmitting {
    /// True when a change must be emitted: someone observes `observeChanges`, or a parent
    /// listens. When false (checked after the member's own callbacks, which may add either),
    /// no `Change` is built and no climb starts.
    @inline(__always)
    public nonisolated var _obsgenListening: Bool { !_obsgenChanges.isEmpty || !_obsgenParents.isEmpty }

    /// Drops the links whose parent is gone.
    public nonisolated func _obsgenDropGoneParents() { _obsgenDropGone(&_obsgenParents) }

    /// Adds a parent link (compacting as `_obsgenAddLink` says).
    public nonisolated func _obsgenAddParent(_ link: _ObsgenParentLink<Change>) {
        _obsgenCore._obsgenAddParent(link)
    }

    /// Drops the links of member `member` of the parent `owner`, closing them for climbs
    /// under way (the parent replaced or removed the child).
    public nonisolated func _obsgenRemoveParent(_ owner: ObjectIdentifier, member: Int) {
        _obsgenUnlink(&_obsgenParents, owner, member: member, closing: true)
    }

    /// Starts a climb of `change` from `origin` (the model) up to the parents, if any, for
    /// the round `pass`.
    @inline(__always)
    public nonisolated func _obsgenClimbUp(from origin: AnyObject, _ change: Change, _ pass: _ObsgenPass) {
        if _obsgenParents.isEmpty { return }
        if _obsgenForwardAll(_obsgenParents, change, from: origin, pass) { _obsgenDropGone(&_obsgenParents) }
    }
}

extension _ObsgenEmitting where ChangeCallback == (Change) -> Void {
    /// Delivers a change made in `origin`: to `observeChanges` observers, then up to the
    /// parents on a new climb (only when there are parents); stops once `pass` is superseded.
    public nonisolated func _obsgenEmit(_ origin: AnyObject, _ change: Change, _ pass: _ObsgenPass) {
        guard pass.isCurrent else { return }
        if !_obsgenChanges.isEmpty {
            if _obsgenChanges._obsgenRound.notify(change, pass) { _obsgenChanges.compact() }
            guard pass.isCurrent else { return }
        }
        _obsgenClimbUp(from: origin, change, pass)
    }

    /// Delivers a change that climbed up from a child: to `observeChanges` observers now,
    /// then on up with the climb, then `then` (see `_ObsgenClimb.forward`); the observers and
    /// the climb stop once the climb is superseded.
    public nonisolated func _obsgenDeliver(_ change: Change, _ climb: inout _ObsgenClimb, then: (() -> Void)? = nil) {
        if _obsgenChanges._obsgenRound.notify(change, climb.pass) { _obsgenChanges.compact() }
        if _obsgenParents.isEmpty { then?() } else { climb.forward(_obsgenParents, change, owner: self, then: then) }
    }
}

extension _ObsgenEmitting where ChangeCallback == @MainActor (Change) -> Void {
    /// Delivers a change made in `origin`: to `observeChanges` observers, then up to the
    /// parents on a new climb (only when there are parents); stops once `pass` is superseded.
    @MainActor
    public func _obsgenEmit(_ origin: AnyObject, _ change: Change, _ pass: _ObsgenPass) {
        guard pass.isCurrent else { return }
        if !_obsgenChanges.isEmpty {
            if _obsgenChanges._obsgenRound.notify(change, pass) { _obsgenChanges.compact() }
            guard pass.isCurrent else { return }
        }
        _obsgenClimbUp(from: origin, change, pass)
    }

    /// Delivers a change that climbed up from a child: to `observeChanges` observers now,
    /// then on up with the climb, then `then` (see `_ObsgenClimb.forward`); the observers and
    /// the climb stop once the climb is superseded.
    @MainActor
    public func _obsgenDeliver(_ change: Change, _ climb: inout _ObsgenClimb, then: (() -> Void)? = nil) {
        if _obsgenChanges._obsgenRound.notify(change, climb.pass) { _obsgenChanges.compact() }
        if _obsgenParents.isEmpty { then?() } else { climb.forward(_obsgenParents, change, owner: self, then: then) }
    }
}
