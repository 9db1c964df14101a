import ArgumentParser

/// `--bikes NAME=GBFS_URL`, repeatable: the GBFS bike systems served beside London, over `NEXTSTOP_BIKES`.
struct BikeSystemOptions: ParsableArguments {
    @Option(
        name: .customLong("bikes"),
        help: "A bike system to serve beside London: NAME=GBFS_URL, its gbfs.json (repeatable; default: $NEXTSTOP_BIKES).")
    var systems: [String] = []

    /// `environment` with these flags, when given, in place of its `NEXTSTOP_BIKES`; each is checked.
    func environment(over environment: Environment) throws -> Environment {
        try ConfiguredBikeSystem.environment(environment, given: systems)
    }
}
