import Dispatch

/// Work spread over threads for per-file jobs (parsing, facts, checking fixed files).
package enum Parallel {
    /// `body(i)` for every `i` in `0..<count`, in that order, computed on up to `jobs` threads
    /// (on the calling thread alone when `jobs` is 1). Items are started largest `size` first,
    /// and each thread takes the next item when it is done with its last one, so one large file
    /// does not leave the other threads idle. `body` may only write state that belongs to its item.
    package static func map<T>(_ count: Int, jobs: Int, size: (Int) -> Int, _ body: (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let sizes = (0..<count).map(size)
        let order = (0..<count).sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let slots = Slots<T>(count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let position = slots.take() { slots.values[order[position]] = body(order[position]) }
        }
        return slots.values.map { $0! }
    }

    /// One slot per item, written only by the thread that took the item, and the next position
    /// to take, shared by the threads of one `map`. The slots are memory allocated once, never
    /// an array: a thread writing into an array held in a property could find it shared with a
    /// thread reading the property, copy it, and lose or free what the others write.
    private final class Slots<T>: @unchecked Sendable {
        let values: UnsafeMutableBufferPointer<T?>
        private var next = 0
        private let queue = DispatchQueue(label: "statefix.parallel")

        init(_ count: Int) {
            values = .allocate(capacity: count)
            values.initialize(repeating: nil)
        }

        deinit {
            values.deinitialize()
            values.deallocate()
        }

        func take() -> Int? {
            queue.sync {
                guard next < values.count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
