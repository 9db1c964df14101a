import Collector
import Foundation
import Synchronization

/// Shows collection progress: a bar redrawn in place on a terminal, a line per phase step elsewhere (logs, CI).
final class ProgressRenderer: Sendable {
    private let isTerminal: Bool
    private let lastDecile = Mutex<[String: Int]>([:])

    init(isTerminal: Bool = isatty(STDERR_FILENO) == 1) { self.isTerminal = isTerminal }

    func show(_ progress: CollectionProgress) {
        let total = max(progress.total, 1)
        let fraction = Double(progress.completed) / Double(total)
        if isTerminal {
            let width = 30
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let end = progress.completed == progress.total ? "\n" : ""
            write("\r\(bar) \(Int(fraction * 100))% \(progress.phase) \(progress.completed)/\(progress.total)\u{1B}[K\(end)")
        } else {
            // One line at the start, at every tenth and at the end of a phase keeps logs short.
            let decile = Int(fraction * 10)
            let isNew = lastDecile.withLock { seen in
                defer { seen[progress.phase] = decile }
                return seen[progress.phase] != decile
            }
            if isNew { write("\(progress.phase): \(progress.completed)/\(progress.total)\n") }
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
