import Foundation

/// Where a running simulator serves each operator: point the providers' base URLs here.
public struct SimulatorBaseURLs: Sendable, Hashable {
    /// Stands in for `https://data.etabus.gov.hk/v1/transport/kmb`.
    public var kmb: URL
    /// Stands in for `https://rt.data.gov.hk/v2/transport/citybus`.
    public var citybus: URL

    public init(kmb: URL, citybus: URL) {
        self.kmb = kmb
        self.citybus = citybus
    }
}
