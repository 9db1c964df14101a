/// How a collection run behaves.
public struct CollectorSettings: Sendable {
    /// Requests in flight at once for the per-route and per-stop Citybus phases.
    public var concurrency: Int
    public var rules: ValidationRules
    /// Seconds each phase (KMB's lists, Citybus's routes, Citybus's stops) may take before the run stops.
    public var phaseTimeLimit: Double

    public init(concurrency: Int = 8, rules: ValidationRules = ValidationRules(), phaseTimeLimit: Double = 900) {
        self.concurrency = concurrency
        self.rules = rules
        self.phaseTimeLimit = phaseTimeLimit
    }
}
