import Synchronization

/// How far a collection phase has come, for a progress bar or progress lines.
public struct CollectionProgress: Sendable, Hashable {
    public var phase: String
    public var completed: Int
    public var total: Int

    public init(phase: String, completed: Int, total: Int) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }
}

/// Counts finished items of a phase from concurrent tasks and reports each step.
final class ProgressCounter: Sendable {
    private let phase: String
    private let total: Int
    private let report: @Sendable (CollectionProgress) -> Void
    private let completed = Mutex(0)

    init(phase: String, total: Int, report: @escaping @Sendable (CollectionProgress) -> Void) {
        self.phase = phase
        self.total = total
        self.report = report
        report(CollectionProgress(phase: phase, completed: 0, total: total))
    }

    func advance() {
        let done = completed.withLock { value -> Int in
            value += 1
            return value
        }
        report(CollectionProgress(phase: phase, completed: done, total: total))
    }
}
