/// Seed 002: a functional binding observes the moment a control sets the value, with
/// hooks before and after the set, in the order they were chained.
enum PreferencesDemo {
    static let qualities = ["Low", "Medium", "High", "Lossless"]

    static func run() {
        print("== binding with willSet/didSet hooks (seed 002)")
        let prefs = Preferences()
        let bag = DisposeBag()
        prefs.observeSelection { new, old in
            print("observer: selection \(old) -> \(new)")
        }.store(in: bag)

        // What a Picker would hold (`selection.swiftUI` is the SwiftUI Binding on Apple platforms).
        let selection = prefs.binding(\.selection)
            .willSet { new, current in print("willSet: \(qualities[current]) -> \(qualities[new])") }
            .didSet { new, old in print("didSet: \(qualities[old]) -> \(qualities[new])") }
            .didSet { new, _ in print("analytics: picked \(qualities[new])") }

        selection.value = 2                 // the user picks "High"
        print("selection is now \(selection.value): \(qualities[prefs.selection])")
        prefs.selection = 3                 // set directly: observers only, no binding hooks
    }
}
