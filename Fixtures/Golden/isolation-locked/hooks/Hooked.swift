// Hand-written, next to the generated files in the same module: the generated init's
// `didInit()` call finds this method (an extension in another module would not be seen).

extension HookedJob {
    /// Runs after the init's stores, outside the lock: it may read, write and observe the
    /// model. Records that it ran, then observes `count` and the child `settings` (SPEC §6).
    func didInit() {
        log.append("didInit count \(count)")
        observeCount { [unowned self] new, _ in modifyLog { $0.append("count \(new)") } }.store(in: bag)
        observeChanges { [unowned self] change in
            if case .settings(.changed) = change { modifyLog { $0.append("settings changed") } }
        }.store(in: bag)
    }
}
