import ArgumentParser

/// `--agency NAME=GTFS_URL[;trip-updates=URL…]`, repeatable: the agencies served, over `NEXTSTOP_AGENCIES`.
struct AgencyOptions: ParsableArguments {
    @Option(
        name: .customLong("agency"),
        help:
            "An agency to serve: NAME=GTFS_URL;trip-updates=URL;alerts=URL;vehicle-positions=URL (repeatable; default: $NEXTSTOP_AGENCIES)."
    )
    var agencies: [String] = []

    /// `environment` with these flags, when given, in place of its `NEXTSTOP_AGENCIES`; each is checked.
    func environment(over environment: Environment) throws -> Environment {
        try ConfiguredAgency.environment(environment, given: agencies)
    }
}
