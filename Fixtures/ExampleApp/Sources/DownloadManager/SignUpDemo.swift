/// Seed 004: boolean signals that fire only on true, only on false, or always.
enum SignUpDemo {
    static func run() {
        print("== validation form signals (seed 004)")
        let form = SignUpForm()
        let bag = DisposeBag()
        form.observeCanSubmit(.onlyTrue) { _ in print("onlyTrue: submit button enabled") }.store(in: bag)
        form.observeCanSubmit(.onlyFalse) { _ in print("onlyFalse: submit button disabled") }.store(in: bag)
        form.observeCanSubmit(.any) { value in print("any: canSubmit = \(value)") }.store(in: bag)
        form.observeNameIsValid(.onlyFalse) { _ in print("hint: a name has 3 letters or more") }.store(in: bag)
        form.onSubmitted { name in print("submitted: \(name)") }.store(in: bag)

        func set(_ what: String, _ change: () -> Void) {
            print("> \(what)")
            change()
        }
        set("name = \"Alice\"") { form.name = "Alice" }
        set("email = \"alice@example.com\"") { form.email = "alice@example.com" }
        set("termsAccepted = true") { form.termsAccepted = true }
        set("email = \"alice@\"") { form.email = "alice@" }
        set("email = \"alice@example.org\"") { form.email = "alice@example.org" }
        set("name = \"Al\"") { form.name = "Al" }
        set("name = \"Alison\"") { form.name = "Alison" }
        if form.canSubmit { form.post(.submitted(name: form.name)) }
    }
}
