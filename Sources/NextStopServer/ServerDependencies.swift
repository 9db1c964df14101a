import HongKongBus
import NextStopCore

/// Everything the server reads from or writes to, built by the caller and passed in.
public struct ServerDependencies: Sendable {
    /// The network every query answers from, with its live arrivals and dataset; replaced whole when a newer
    /// dataset is installed while the server runs.
    public var live: LiveNetwork
    /// Where each device's favourites are kept.
    public var favourites: any FavouritesStore
    /// What every server of the deployment must know for a while, such as Ask's open conversations: this process's
    /// memory unless a shared database is given.
    public var sessions: any SessionStore = MemorySessionStore()
    /// Metrics, health and the rate limit.
    public var operations: ServerOperations
    /// The clock that dates favourites, devices, link codes and health.
    public var timeSource: any TimeSource
    /// The datasets this server publishes at `/datasets/{name}/…`, one per kind.
    public var publications: [DatasetPublication]
    /// The systems served, in the order the home page lists them; each system's folder says how one is made
    /// (`ServedSystem.caltrain(…)`).
    public var systems: [ServedSystem]

    /// Dependencies with every part given; without `systems`, the server serves Hong Kong's buses over `live` alone.
    public init(
        live: LiveNetwork, favourites: any FavouritesStore, operations: ServerOperations = ServerOperations(),
        timeSource: any TimeSource = SystemTimeSource(), publications: [DatasetPublication] = [],
        systems: [ServedSystem]? = nil
    ) {
        self.live = live
        self.favourites = favourites
        self.operations = operations
        self.timeSource = timeSource
        self.publications = publications
        self.systems = systems ?? [.hongKongBus(live: live, favourites: favourites)]
    }

    /// Dependencies on a network that never changes.
    public init(
        network: TransitNetwork, arrivals: ArrivalsService, dataset: DatasetInfo? = nil, favourites: any FavouritesStore,
        operations: ServerOperations = ServerOperations(), timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.init(
            live: LiveNetwork(ServedNetwork(network: network, arrivals: arrivals, dataset: dataset)),
            favourites: favourites, operations: operations, timeSource: timeSource)
    }
}
