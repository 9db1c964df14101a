/// How a simulator serves its upstreams: the failures it injects.
public struct SimulatorOptions: Sendable, Hashable {
    /// Failures to inject; none by default.
    public var faults: SimulatorFaults

    public init(faults: SimulatorFaults = .none) {
        self.faults = faults
    }
}
