// against: mainactor-combine
/// A `@MainActor` model's `ChangeHistory` is main-actor isolated (docs/state.md): made,
/// undone and observed on the main actor only.
nonisolated func undoElsewhere(_ history: ChangeHistory<Screen>) {
    history.undo()  // error: main actor-isolated
}

nonisolated func recordElsewhere(_ screen: Screen) {
    _ = ChangeHistory(recording: screen)  // error: main actor-isolated
}

@MainActor
func undoOnTheMainActor(_ screen: Screen) -> ObservationToken {
    let history = ChangeHistory(recording: screen)
    screen.title = "Draft"
    history.undo()
    return history.observeCanUndo { _, _ in }
}
