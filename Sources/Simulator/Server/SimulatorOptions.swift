/// How a simulator serves its network: where, with which faults, and whether arrivals are suspended.
public struct SimulatorOptions: Sendable, Hashable {
    /// KMB's path prefix, as on `data.etabus.gov.hk`.
    public var kmbPathPrefix: String
    /// Citybus's path prefix, as on `rt.data.gov.hk`.
    public var citybusPathPrefix: String
    /// Failures to inject; none by default.
    public var faults: SimulatorFaults
    /// When true, every arrival row reads "ETA service suspended" with no time, as during a typhoon.
    public var arrivalsSuspended: Bool

    public init(
        kmbPathPrefix: String = "/v1/transport/kmb", citybusPathPrefix: String = "/v2/transport/citybus",
        faults: SimulatorFaults = .none, arrivalsSuspended: Bool = false
    ) {
        self.kmbPathPrefix = kmbPathPrefix
        self.citybusPathPrefix = citybusPathPrefix
        self.faults = faults
        self.arrivalsSuspended = arrivalsSuspended
    }
}
