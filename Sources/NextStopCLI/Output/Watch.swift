import Foundation

/// `--watch`: redraws a screen in place every interval on a terminal (a new snapshot per interval when piped),
/// until interrupted.
enum Watch {
    static func run(every seconds: Int, _ render: () async throws -> String) async throws {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        while !Task.isCancelled {
            let screen = try await render()
            if isTerminal {
                print("\u{1B}[H\u{1B}[2J" + screen + "\n\n(refreshing every \(seconds) s; Ctrl-C to stop)")
            } else {
                print(screen + "\n")
            }
            try await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
        }
    }
}
