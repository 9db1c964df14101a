import ArgumentParser
import Foundation

/// `--watch` and its interval.
struct WatchOptions: ParsableArguments {
    @Flag(help: "Refresh in place until interrupted.")
    var watch = false

    @Option(help: "Seconds between refreshes with --watch.")
    var interval = 30

    func validate() throws {
        guard (5...3_600).contains(interval) else { throw ValidationError("--interval must be between 5 and 3600 seconds") }
    }

    /// Renders once, or repeatedly with `--watch`.
    func show(_ render: () async throws -> String) async throws {
        if watch { try await Watch.run(every: interval, render) } else { print(try await render()) }
    }
}

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
            // A pipe holds output back in a block buffer: each snapshot is meant to be read as it comes.
            fflush(nil)
            try await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
        }
    }
}
