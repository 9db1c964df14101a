import Foundation
import NextStopCore

extension SimulatorServer {
    /// A simulator of KMB and Citybus over `network` at `operators`' paths, with other systems' `upstreams` beside
    /// them.
    public convenience init(
        network: SyntheticNetwork, operators: SimulatedOperators.Options = SimulatedOperators.Options(),
        options: SimulatorOptions = SimulatorOptions(), upstreams: [any SimulatedUpstream] = [],
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        let served = SimulatedOperators(network: network, options: operators)
        self.init(upstreams: served.upstreams + upstreams, options: options, timeSource: timeSource)
    }

    /// The bus operators this simulator serves; asking a simulator built without them is a programming error.
    public var operators: SimulatedOperators {
        guard let upstream = upstreams.lazy.compactMap({ $0 as? OperatorUpstream }).first else {
            preconditionFailure("this simulator serves no bus operators")
        }
        return upstream.operators
    }

    /// The bus network being served.
    public var network: SyntheticNetwork { operators.network }

    /// Serves another bus network from the next request on, e.g. `network.mutated(routes:seed:)`.
    public func replaceNetwork(_ network: SyntheticNetwork) { operators.replaceNetwork(network) }
}

extension RunningSimulator {
    /// The base URLs of both bus operators on this server.
    public var baseURLs: SimulatorBaseURLs { SimulatorBaseURLs(under: rootURL, options: server.operators.options) }
}
