import NextStopCore
import NextStopServices

/// Everything the server reads from or writes to, built by the caller and passed in.
public struct ServerDependencies: Sendable {
    /// The network every query answers from.
    public var network: TransitNetwork
    /// Live arrivals for the network's stops.
    public var arrivals: ArrivalsService
    /// Where each device's favourites are kept.
    public var favourites: any FavouritesStore
    /// Metrics, health and the rate limit.
    public var operations: ServerOperations
    /// The clock that dates favourites, devices, link codes and health.
    public var timeSource: any TimeSource

    /// Dependencies with every part given.
    public init(
        network: TransitNetwork, arrivals: ArrivalsService, favourites: any FavouritesStore,
        operations: ServerOperations = ServerOperations(), timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.network = network
        self.arrivals = arrivals
        self.favourites = favourites
        self.operations = operations
        self.timeSource = timeSource
    }
}
