import ArgumentParser

/// The `--data` option every command shares.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: "Data directory (default: $NEXTSTOP_DATA, else ./data).")
    var data: String?

    /// The configuration with this data directory; `defaultPath` is used when neither the flag nor
    /// `NEXTSTOP_DATA` gives one.
    func configuration(environment: Environment = Environment(), defaultPath: String = "./data") throws
        -> NextStopConfiguration
    {
        try NextStopConfiguration.resolve(dataFlag: data, environment: environment, defaultDataPath: defaultPath)
    }
}
