import Dispatch

/// Seed 003: a light typed event bus; subscriptions end when their DisposeBag goes away.
enum EventBusDemo {
    static func run() {
        print("== event bus with dispose bags (seed 003)")
        let bus = AppEvents.shared
        let screenA = DisposeBag()
        var screenB: DisposeBag? = DisposeBag()

        bus.onUpdated { print("screen A: refresh") }.store(in: screenA)
        bus.onQueued { title in print("screen A: queued \(title)") }.store(in: screenA)
        bus.onCompleted { title in print("screen B: \(title) is done") }.store(in: screenB!)
        bus.observeEvents { event in print("log: \(event)") }.store(in: screenA)

        bus.post(.queued(title: "a.zip"))
        bus.post(.completed(title: "a.zip"))
        bus.post(.updated)

        screenB = nil                       // leaving screen B: its bag cancels its subscription
        print("screen B closed")
        bus.post(.completed(title: "b.zip"))

        // The bus is thread-safe: post from a background queue; handlers run there.
        let posted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            bus.post(.updated)
            posted.signal()
        }
        posted.wait()

        // An injected bus (as in a test) is separate from the shared one.
        let testBus = AppEvents()
        testBus.onUpdated { print("test bus: updated") }.store(in: screenA)
        testBus.post(.updated)

        screenA.cancelAll()
        bus.post(.updated)                  // nobody listens any more
        print("screen A closed")
    }
}
