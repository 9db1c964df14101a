/// A problem in a feed that was skipped rather than failing the load: a bad row, a dangling reference.
public struct FeedWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in, e.g. `stop_times.txt`.
    public let file: String
    /// The 1-based line the offending record starts on (the header is line 1), when it is about one record.
    public let line: Int?
    /// What is wrong and what was done about it.
    public let message: String

    /// A warning about `file` (at `line`, when given).
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// Collects warnings during a load, keeping the first `capacity` and counting the rest.
final class WarningLog {
    private(set) var kept: [FeedWarning] = []
    private(set) var total = 0
    /// How many warnings are kept.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func add(_ file: String, line: Int?, _ message: String) {
        total += 1
        if kept.count < capacity {
            kept.append(FeedWarning(file: file, line: line, message: message))
        }
    }

    /// Adds the warnings of `later`, a stretch of the file whose lines were counted from 1, in their order.
    func append(_ later: WarningLog, lineOffset: Int) {
        for warning in later.kept {
            add(warning.file, line: warning.line.map { $0 + lineOffset }, warning.message)
        }
        total += later.total - later.kept.count
    }
}
