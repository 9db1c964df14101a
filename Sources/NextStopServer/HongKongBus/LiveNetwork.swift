import Foundation
import HongKongBus
import NextStopCore
import Synchronization

/// A network with its live arrivals and the dataset it came from: what one request answers from.
public struct ServedNetwork: Sendable {
    public var network: TransitNetwork
    public var arrivals: ArrivalsService
    /// The dataset, as `/healthz` and the metrics describe it; nil when the network was not loaded from one.
    public var dataset: DatasetInfo?

    public init(network: TransitNetwork, arrivals: ArrivalsService, dataset: DatasetInfo? = nil) {
        self.network = network
        self.arrivals = arrivals
        self.dataset = dataset
    }
}

/// The network the server answers from, replaced whole when a newer dataset is installed while it runs. A request
/// reads `current` once, so it answers from one network throughout, even if a replacement lands meanwhile.
public final class LiveNetwork: Sendable {
    private let served: Mutex<ServedNetwork>

    public init(_ served: ServedNetwork) { self.served = Mutex(served) }

    /// The network to answer the next request from.
    public var current: ServedNetwork { served.withLock { $0 } }

    /// Answers every later request from `replacement`.
    public func replace(with replacement: ServedNetwork) { served.withLock { $0 = replacement } }

    /// Records that a collection at `date` found the network the dataset describes unchanged.
    public func confirmDataset(at date: Date) { served.withLock { $0.dataset?.confirmedAt = date } }
}
