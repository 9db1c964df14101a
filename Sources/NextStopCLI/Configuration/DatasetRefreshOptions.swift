import ArgumentParser
import DatasetDistribution

/// How `serve` keeps its dataset current: `--collect-every 72h` re-collects on a schedule, `--mirror URL` follows
/// another publisher; with neither, the server serves the dataset it started with.
struct DatasetRefreshOptions: ParsableArguments {
    /// Collecting costs the operators about 3,400 requests: not more often than this.
    static let shortestCollectionInterval = 3_600.0

    @Option(help: "Re-collect the network this often (e.g. 72h, 3d; at least 1h), publishing only a changed, valid one.")
    var collectEvery: IntervalArgument?

    @Option(help: "Follow this publisher's dataset folder (or metadata.json URL) instead of collecting; checked hourly.")
    var mirror: String?

    @OptionGroup var trust: TrustedKeyOption

    func validate() throws {
        guard collectEvery == nil || mirror == nil else {
            throw ValidationError("--collect-every and --mirror exclude each other: a mirror only follows its publisher")
        }
        if let collectEvery, collectEvery.seconds < Self.shortestCollectionInterval {
            throw ValidationError("--collect-every must be at least 1h")
        }
    }

    /// The plan these options describe, if any.
    func plan(environment: Environment = Environment()) throws -> DatasetRefreshPlan? {
        if let collectEvery { return .collect(every: collectEvery.seconds) }
        guard let mirror else { return nil }
        let source: DatasetSource
        do {
            source = try DatasetSource(mirror)
        } catch {
            throw CLIError("--mirror: \(error)")
        }
        return .mirror(source, trustedKey: try trust.key(environment: environment), every: DatasetRefreshPlan.mirrorCheckInterval)
    }
}
