import Foundation

/// Whether a 2xx answer proved readable, told once by whoever reads it: an observer learns that a body was cut
/// short or changed shape from the reader that failed on it, instead of reading every body a second time itself.
/// An answer nobody judges counts as readable when its last copy is released.
public final class AnswerVerdict: @unchecked Sendable {
    private let lock = NSLock()
    private var isSettled = false
    private let settle: @Sendable (_ readable: Bool) -> Void

    /// A verdict that calls `settle` once, with whether the answer could be read.
    public init(settle: @escaping @Sendable (_ readable: Bool) -> Void) {
        self.settle = settle
    }

    /// Tells the observer the answer was read, or could not be; only the first call counts.
    public func judge(readable: Bool) {
        let isFirst = lock.withLock {
            defer { isSettled = true }
            return !isSettled
        }
        if isFirst { settle(readable) }
    }

    deinit { judge(readable: true) }
}

extension HTTPResponse {
    /// What `read` makes of the body, judging the answer by it: a body `read` finds malformed or empty makes the
    /// answer unreadable for whoever observes it.
    public func reading<Value>(_ read: (Data) throws -> Value) throws -> Value {
        do {
            let value = try read(body)
            verdict?.judge(readable: true)
            return value
        } catch let error as UpstreamError {
            switch error {
            case .malformed, .empty: verdict?.judge(readable: false)
            default: break
            }
            throw error
        }
    }
}
