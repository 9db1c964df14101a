import ArgumentParser

/// `nextstop`: the command-line tool.
public struct NextStopCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nextstop",
        abstract: "Real-time transit and city information: Hong Kong buses, Caltrain, London bikes and more.",
        subcommands: subcommands(of: Systems.all)
    )

    /// The commands every process has, with each of `systems`' own after `demo` and `serve`.
    static func subcommands(of systems: [any SystemAssembly]) -> [any ParsableCommand.Type] {
        [DemoCommand.self, ServeCommand.self] + systems.flatMap(\.commands) + [
            GTFSCommand.self, CollectCommand.self, SimulateCommand.self, BenchCommand.self, UpdateCommand.self,
            KeygenCommand.self, NotifyCommand.self, ConfigCommand.self,
        ]
    }

    public init() {}
}
