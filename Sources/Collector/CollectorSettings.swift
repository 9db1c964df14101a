/// How a collection run behaves.
public struct CollectorSettings: Sendable {
    /// Requests in flight at once for the per-route and per-stop Citybus phases.
    public var concurrency: Int
    public var rules: ValidationRules

    public init(concurrency: Int = 8, rules: ValidationRules = ValidationRules()) {
        self.concurrency = concurrency
        self.rules = rules
    }
}
