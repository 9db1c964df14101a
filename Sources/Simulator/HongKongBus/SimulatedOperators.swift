import Foundation
import HongKongBus
import NextStopCore

/// KMB's and Citybus's APIs over one synthetic network, each a simulated upstream at its real path prefix. The
/// network can be replaced and arrivals suspended while the simulator runs.
public final class SimulatedOperators: @unchecked Sendable {
    /// Where the operators are served, and whether their arrivals are suspended.
    public struct Options: Sendable, Hashable {
        /// KMB's path prefix, as on `data.etabus.gov.hk`.
        public var kmbPathPrefix: String
        /// Citybus's path prefix, as on `rt.data.gov.hk`.
        public var citybusPathPrefix: String
        /// When true, every arrival row reads "ETA service suspended" with no time, as during a typhoon.
        public var arrivalsSuspended: Bool

        public init(
            kmbPathPrefix: String = "/v1/transport/kmb", citybusPathPrefix: String = "/v2/transport/citybus",
            arrivalsSuspended: Bool = false
        ) {
            self.kmbPathPrefix = kmbPathPrefix
            self.citybusPathPrefix = citybusPathPrefix
            self.arrivalsSuspended = arrivalsSuspended
        }
    }

    private let lock = NSLock()
    private var index: NetworkIndex
    private var currentOptions: Options

    public init(network: SyntheticNetwork, options: Options = Options()) {
        index = NetworkIndex(network: network)
        currentOptions = options
    }

    /// The network being served.
    public var network: SyntheticNetwork { lock.withLock { index.network } }

    /// Serves another network from the next request on, e.g. `network.mutated(routes:seed:)`.
    public func replaceNetwork(_ network: SyntheticNetwork) {
        let fresh = NetworkIndex(network: network)
        lock.withLock { index = fresh }
    }

    public var options: Options { lock.withLock { currentOptions } }

    /// Changes the options for the requests that follow, e.g. to suspend arrivals while running.
    public func update(_ change: (inout Options) -> Void) { lock.withLock { change(&currentOptions) } }

    /// Both operators, as the simulator serves them, each at its prefix in the options of the moment.
    public var upstreams: [any SimulatedUpstream] {
        [
            OperatorUpstream(operators: self, prefix: \.kmbPathPrefix),
            OperatorUpstream(operators: self, prefix: \.citybusPathPrefix),
        ]
    }

    /// What `path` asks for, and the network and options to answer it with.
    fileprivate func endpoint(_ path: String) -> (endpoint: SimulatorEndpoint, index: NetworkIndex, suspended: Bool) {
        let current: (index: NetworkIndex, options: Options) = lock.withLock { (index, currentOptions) }
        let endpoint = SimulatorEndpoint(
            path: path, kmbPrefix: SimulatedPath.normalised(current.options.kmbPathPrefix),
            citybusPrefix: SimulatedPath.normalised(current.options.citybusPathPrefix))
        return (endpoint, current.index, current.options.arrivalsSuspended)
    }
}

/// One operator's API: every request under its prefix answered from the shared network.
struct OperatorUpstream: SimulatedUpstream {
    let operators: SimulatedOperators
    let prefix: KeyPath<SimulatedOperators.Options, String> & Sendable

    var pathPrefix: String { SimulatedPath.normalised(operators.options[keyPath: prefix]) }

    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let (endpoint, index, suspended) = operators.endpoint(request.path)
        return index.answer(endpoint, now: now, suspended: suspended)
    }

    /// Citybus's special routes' stops and arrivals, which its front end may refuse.
    func isRestricted(_ request: SimulatedRequest) -> Bool {
        operators.endpoint(request.path).endpoint.citybusRouteUnderAccessControl.map(RouteNumbers.isCitybusSpecial) ?? false
    }
}

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

    /// The operators' base URLs on a simulator at `root` serving them at `options`' path prefixes.
    public init(under root: URL, options: SimulatedOperators.Options = SimulatedOperators.Options()) {
        self.init(
            kmb: root.appendingPathComponent(String(SimulatedPath.normalised(options.kmbPathPrefix).dropFirst())),
            citybus: root.appendingPathComponent(String(SimulatedPath.normalised(options.citybusPathPrefix).dropFirst())))
    }
}
