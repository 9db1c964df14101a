import ArgumentParser

/// `nextstop collect …`: builds datasets from the upstream APIs.
struct CollectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collect",
        abstract: "Collect a dataset from the upstream APIs and publish it if it passes validation.",
        subcommands: [CollectHKBusCommand.self]
    )
}
