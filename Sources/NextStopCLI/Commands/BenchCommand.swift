import ArgumentParser

/// `nextstop bench …`: benchmarks, meant for a release build (`swift run -c release nextstop bench …`).
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks against the simulator; build with -c release for meaningful figures.",
        subcommands: Systems.all.flatMap(\.benchmarks) + [
            BenchServerCommand.self, BenchDistributionCommand.self, BenchGTFSCommand.self,
        ]
    )
}
