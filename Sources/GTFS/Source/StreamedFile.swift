import Foundation

/// A file's text that may still be arriving: a buffer of its final size, filled from the front by one writer (the
/// thread inflating it out of a zip) while readers wait for the stretch they need. `stop_times.txt` is most of a
/// feed, and inflating it keeps one core busy; read this way, its rows are parsed on the other core as they arrive.
final class StreamedFile: @unchecked Sendable {
    /// The bytes; only `filled` of them are written, and none before the first is ever written again.
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private let condition = NSCondition()
    private var filled = 0
    private var ending: Result<Void, FeedLoadError>?
    private var isAbandoned = false

    /// An empty file with room for `capacity` bytes, to be filled by `append` and closed by `finish`.
    init(capacity: Int) {
        buffer = .allocate(capacity: max(capacity, 1))
    }

    /// A file whose bytes are all here.
    convenience init(_ data: Data) {
        self.init(capacity: data.count)
        _ = data.withUnsafeBytes { buffer.initialize(from: $0.bindMemory(to: UInt8.self)) }
        filled = data.count
        ending = .success(())
    }

    deinit {
        buffer.deallocate()
    }

    // MARK: Writing

    /// Adds `chunk` after the bytes written so far; false when the readers have given up (stop writing then).
    /// The writer checks the size first: `chunk` must fit.
    func append(_ chunk: UnsafeRawBufferPointer) -> Bool {
        let start = condition.withLock { filled }
        precondition(start + chunk.count <= buffer.count, "the writer checks the declared size")
        UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[start..<(start + chunk.count)])
            .copyMemory(from: chunk)
        return condition.withLock {
            filled += chunk.count
            condition.broadcast()
            return !isAbandoned
        }
    }

    /// Ends the file: complete, or cut short by `error` (which every reader then gets from `result()`).
    func finish(_ outcome: Result<Void, FeedLoadError>) {
        condition.withLock {
            ending = outcome
            condition.broadcast()
        }
    }

    // MARK: Reading

    /// Waits until at least `count` bytes are written or the file has ended; the bytes written by then, and whether
    /// that is all of them.
    func wait(forBytes count: Int) -> (filled: Int, ended: Bool) {
        condition.withLock {
            while filled < count, ending == nil { condition.wait() }
            return (filled, ending != nil)
        }
    }

    /// Waits for the end: the whole text, or the writer's error.
    func result() throws(FeedLoadError) -> UnsafeMutableBufferPointer<UInt8> {
        let (count, outcome) = condition.withLock {
            while ending == nil { condition.wait() }
            return (filled, ending!)
        }
        try outcome.get()
        return UnsafeMutableBufferPointer(rebasing: buffer[..<count])
    }

    /// Tells the writer that nobody will read the rest (the feed failed elsewhere), so it can stop early.
    func abandon() {
        condition.withLock { isAbandoned = true }
    }
}
