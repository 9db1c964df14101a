import HongKongBusDataset
import NextStopDataset
/// How a collection run behaves.
public struct CollectorSettings: Sendable {
    /// Requests in flight at once for the per-route and per-stop Citybus phases.
    public var concurrency: Int
    public var rules: ValidationRules
    /// Seconds each phase (KMB's lists, Citybus's routes, Citybus's stops) may take before the run stops.
    public var phaseTimeLimit: Double
    /// Times each upstream call is made at most while its answers do not decode, before its route or stop is
    /// counted missing (or, for a bulk list, the run fails).
    public var malformedAttempts: Int
    /// Seconds waited after the first malformed answer to a call; doubled after each next one.
    public var malformedFirstWait: Double

    public init(
        concurrency: Int = 8, rules: ValidationRules = ValidationRules(), phaseTimeLimit: Double = 900,
        malformedAttempts: Int = 4, malformedFirstWait: Double = 0.5
    ) {
        self.concurrency = concurrency
        self.rules = rules
        self.phaseTimeLimit = phaseTimeLimit
        self.malformedAttempts = malformedAttempts
        self.malformedFirstWait = malformedFirstWait
    }
}
