import ArgumentParser

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
