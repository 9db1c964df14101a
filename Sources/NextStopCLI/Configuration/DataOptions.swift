import ArgumentParser

/// The `--data` option every command shares.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: "Data directory (default: $NEXTSTOP_DATA, else ./data).")
    var data: String?

    func configuration(environment: Environment = Environment()) throws -> NextStopConfiguration {
        try NextStopConfiguration.resolve(dataFlag: data, environment: environment)
    }
}
