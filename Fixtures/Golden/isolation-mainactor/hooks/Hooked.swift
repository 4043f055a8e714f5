// Hand-written, next to the generated files in the same module: the generated init's
// `didInit()` call finds this method (an extension in another module would not be seen).

extension HookedScreen {
    /// Main-actor isolated like the class. Records that it ran, then observes `count` and
    /// the child `header` (SPEC §6 hook).
    func didInit() {
        MainActor.assertIsolated()
        log.append("didInit")
        observeCount { [unowned self] new, _ in log.append("count \(new)") }.store(in: bag)
        observeChanges { [unowned self] change in
            if case .header(.changed) = change { log.append("header changed") }
        }.store(in: bag)
    }
}
