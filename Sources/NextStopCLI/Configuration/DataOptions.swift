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

/// Where the KMB and Citybus APIs are, for the commands that call them: the flags, else `NEXTSTOP_KMB_URL` and
/// `NEXTSTOP_CTB_URL`, else the real APIs.
struct UpstreamOptions: ParsableArguments {
    @Option(help: "KMB API base URL (default: $NEXTSTOP_KMB_URL, else the real API).")
    var kmbURL: String?

    @Option(help: "Citybus API base URL (default: $NEXTSTOP_CTB_URL, else the real API).")
    var ctbURL: String?

    /// The configuration of `data`, with these upstreams.
    func configuration(_ data: DataOptions, environment: Environment = Environment()) throws -> NextStopConfiguration {
        try NextStopConfiguration.resolve(dataFlag: data.data, urlFlags: flags, environment: environment)
    }

    /// The flags, over the settings they stand for.
    var flags: [URLFlag] {
        [
            URLFlag(setting: .kmbURL, value: kmbURL, name: "--kmb-url"),
            URLFlag(setting: .citybusURL, value: ctbURL, name: "--ctb-url"),
        ]
    }
}
