import Dispatch

/// Work spread over threads for per-file jobs (parsing, facts).
package enum Parallel {
    /// Calls `body(item)` once for every item of `order` on up to `jobs` threads (on the calling
    /// thread alone when `jobs` is 1). Each thread takes the next item when it is done with its
    /// last one, so one large file does not leave the other threads idle; callers put the largest
    /// items first. `body` may only write state that belongs to its item.
    package static func forEach(_ order: [Int], jobs: Int, _ body: (Int) -> Void) {
        let workers = max(1, min(jobs, order.count))
        if workers == 1 {
            for item in order { body(item) }
            return
        }
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let position = next.take(below: order.count) { body(order[position]) }
        }
    }

    /// The positions `0..<count` ordered by `size`, largest first (stable for equal sizes).
    package static func largestFirst(_ count: Int, size: (Int) -> Int) -> [Int] {
        let sizes = (0..<count).map(size)
        return (0..<count).sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// The next position to work on, shared by the threads of one `forEach`.
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let queue = DispatchQueue(label: "statefix.parallel")

        func take(below limit: Int) -> Int? {
            queue.sync {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }
}
