import Dispatch
import Foundation

/// Seed 000 (progress callbacks from a background queue, a protocol of getters) and
/// seed 001 (a nested child's changes forwarded to its parent).
enum DownloadDemo {
    static func run() {
        print("== download progress from a background queue (seed 000)")
        let job = DownloadJob(title: "swift-6.3.tar.gz")
        let bag = DisposeBag()
        attachProgressBar(to: job, bag: bag)
        AppEvents.shared.onCompleted { title in print("notification: \(title) downloaded") }.store(in: bag)

        // The seed's "job.setValue(cur, total)" loop, on a global queue. The job is a
        // @locked model: callbacks run synchronously on this queue, outside the lock.
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let total = 1_000
            var current = 0
            while current < total {
                current += 230
                job.progress = (current, total)
            }
            job.isComplete = true
            job.post(.finished)
            finished.signal()
        }
        finished.wait()

        // Seed 000's "clean": drop every progress observer; isDone still reports.
        job.removeAllProgressObservers()
        print("restart (progress observers removed)")
        job.progress = (0, 1_000)

        print("== child forwarding (seed 001)")
        job.observeChanges { change in
            switch change {
            case .settings(.changed(.volume(let new, _))):
                print("settings changed inside: volume \(new)")
            case .settings(.changed(.maxConnections(let new, _))):
                print("settings changed inside: maxConnections \(new)")
            case .settings(.replaced(let new, _)):
                print("settings replaced: volume \(new.volume)")
            case .parts(.replaced(let new, let old)):
                print("parts replaced: \(old.count) -> \(new.count)")
            case .parts(.changed(let index, .received(let new, _))):
                print("part \(index) changed inside: received \(new)")
            case .percent(let new, _):
                print("percent \(new)")
            default:
                break
            }
        }.store(in: bag)

        job.settings.volume = 0.8
        job.settings.volume = 0.8          // @distinct: equal value, no notification
        job.settings.maxConnections = 8
        let oldSettings = job.settings
        job.settings = DownloadSettings(volume: 0.3)
        oldSettings.volume = 1.0           // replaced: no longer forwarded to the job
        job.settings.volume = 0.4
        job.parts = [DownloadPart(), DownloadPart(), DownloadPart()]
        job.parts[2].received = 512
        job.modifyProgress { $0.0 += 100 } // read-modify-write under one hold of the lock

        print("== events of a job")
        let broken = DownloadJob(title: "big.iso")
        broken.onFailed { reason in print("big.iso failed: \(reason)") }.store(in: bag)
        broken.observeEvents { event in print("big.iso event: \(event)") }.store(in: bag)
        broken.post(.failed(reason: "disk full"))
    }

    /// Works with any job through its generated protocol (seed 000's `ObGetter`).
    static func attachProgressBar(to job: any DownloadJobProtocol, bag: DisposeBag) {
        job.observeProgress { new, _ in
            let thread = Thread.isMainThread ? "main thread" : "background queue"
            print("progress \(new.0)/\(new.1) (\(job.percent)%) on \(thread)")
        }.store(in: bag)
        job.observeIsDone { new, old in print("isDone \(old) -> \(new)") }.store(in: bag)
        job.observeIsComplete(.onlyTrue) { _ in print("download complete") }.store(in: bag)
        let title = job.title
        job.onFinished {
            print("event: finished")
            AppEvents.shared.post(.completed(title: title))
        }.store(in: bag)
    }
}
