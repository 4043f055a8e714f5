// Hand-written, next to the generated files in the same module: the generated init's
// `didInit()` call finds this method (an extension in another module would not be seen).

extension Hooked {
    /// Records that it ran, then observes `count` and the child `settings` (SPEC §6 hook).
    func didInit() {
        log.append("didInit")
        observeCount { [unowned self] new, _ in log.append("count \(new)") }.store(in: bag)
        observeChanges { [unowned self] change in
            if case .settings(.changed) = change { log.append("settings changed") }
        }.store(in: bag)
    }
}
