/// A document's undo and redo (`ChangeHistory`), and a task that reads its changes as async
/// streams (`values(of:)`, `changes`). The document is `@MainActor`: so are its history and
/// the task that reads it.
@MainActor
enum DocumentDemo {
    static func run() async {
        print("== undo and redo of a document (ChangeHistory)")
        let document = Document(title: "Notes")
        let history = ChangeHistory(recording: document, limit: 100)
        let bag = DisposeBag()
        history.observeCanUndo { can, _ in print("  canUndo \(can)") }.store(in: bag)
        history.observeCanRedo { can, _ in print("  canRedo \(can)") }.store(in: bag)

        document.title = "Shopping"
        history.group {                              // one step for both changes
            document.pages.append(Page(text: "milk"))
            document.pages[0].text = "milk eggs"
        }
        let page = document.pages[0]
        document.pages.removeAll()
        show(document)
        history.undo()
        show(document)
        print("the same page instance is back: \(document.pages.first === page)")
        history.undo()
        show(document)
        history.undo()
        show(document)
        history.redo()
        show(document)
        document.title = "Groceries"                 // a new change: nothing left to redo
        show(document)

        print("== an async consumer of a document (values(of:), changes)")
        var draft: Document? = Document(title: "Draft")
        let words = draft!.values(of: \.wordCount)     // the current value, then every change
        let titles = draft!.values(of: \.title)
        let changes = draft!.changes
        let reader = Task { @MainActor in               // runs once this function awaits
            for await count in words {
                print("  words: \(count)")
                if count >= 5 { break }                  // leaving the loop stops the observing
            }
            for await title in titles { print("  title: \(title)") }
            print("  titles ended: the document is gone")
            for await change in changes { print("  change: \(DocumentDemo.describe(change))") }
        }
        draft!.pages = [Page(text: "bread")]
        draft!.pages[0].text = "bread butter"
        draft!.pages.append(Page(text: "tea coffee jam"))
        draft!.title = "Breakfast"
        draft!.title = "Breakfast"                       // the same value again: delivered, nothing coalesced
        draft = nil                                      // the streams end: they do not keep it alive
        await reader.value
    }

    private static func describe(_ change: Document.Change) -> String {
        switch change {
        case .title(let new, let old): "title \(old) -> \(new)"
        case .pages(.replaced(let new, let old)): "pages \(old.count) -> \(new.count)"
        case .pages(.changed(let index, .text(let new, _))): "page \(index) text \"\(new)\""
        case .pages(.changed(let index, .words(let new, _))): "page \(index) words \(new)"
        case .wordCount(let new, let old): "wordCount \(old) -> \(new)"
        }
    }

    private static func show(_ document: Document) {
        let pages = document.pages.map { "\"\($0.text)\"" }.joined(separator: ", ")
        print("\(document.title): [\(pages)] \(document.wordCount) words")
    }
}
