import DatasetDistribution
import Foundation
import Synchronization

/// Shows a download's progress as a bar redrawn in place on a terminal's standard error; shows nothing elsewhere
/// (logs, pipes), where the one line that ends the command says it all.
final class DownloadProgressRenderer: Sendable {
    private let isTerminal: Bool
    private let hasDrawn = Mutex(false)

    init(isTerminal: Bool = isatty(STDERR_FILENO) == 1) { self.isTerminal = isTerminal }

    func show(_ progress: DownloadProgress) {
        guard isTerminal else { return }
        hasDrawn.withLock { $0 = true }
        let received = Self.text(bytes: progress.bytesReceived)
        guard let expected = progress.bytesExpected, expected > 0 else {
            return write("\rdownloading \(received)\u{1B}[K")
        }
        let fraction = min(1, Double(progress.bytesReceived) / Double(expected))
        let width = 30
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        write("\r\(bar) \(Int(fraction * 100))% \(received) of \(Self.text(bytes: expected))\u{1B}[K")
    }

    /// Ends the bar's line, if one was drawn, so that what follows starts on a line of its own.
    func finish() {
        if hasDrawn.withLock({ $0 }) { write("\n") }
    }

    /// A size in B, KiB or MiB.
    static func text(bytes: Int) -> String {
        switch bytes {
        case ..<1024: "\(bytes) B"
        case ..<(1024 * 1024): String(format: "%.1f KiB", Double(bytes) / 1024)
        default: String(format: "%.1f MiB", Double(bytes) / (1024 * 1024))
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
