import ArgumentParser

/// `nextstop`: the command-line tool.
public struct NextStopCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nextstop",
        abstract: "Real-time transit and city information: Hong Kong buses, Caltrain, London bikes and more.",
        subcommands: [
            DemoCommand.self, ServeCommand.self, HongKongBusCommand.self, CaltrainCommand.self, GTFSCommand.self,
            BikesCommand.self, AskCommand.self, CollectCommand.self, SimulateCommand.self, BenchCommand.self,
            UpdateCommand.self, KeygenCommand.self, ConfigCommand.self,
        ]
    )

    public init() {}
}
