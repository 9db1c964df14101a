import Caltrain
import HongKongBus
import LondonBikes
import NextStopCore

/// Everything the server reads from or writes to, built by the caller and passed in.
public struct ServerDependencies: Sendable {
    /// The network every query answers from, with its live arrivals and dataset; replaced whole when a newer
    /// dataset is installed while the server runs.
    public var live: LiveNetwork
    /// Where each device's favourites are kept.
    public var favourites: any FavouritesStore
    /// Metrics, health and the rate limit.
    public var operations: ServerOperations
    /// The clock that dates favourites, devices, link codes and health.
    public var timeSource: any TimeSource
    /// The datasets this server publishes at `/datasets/{name}/…`, one per kind.
    public var publications: [DatasetPublication]
    /// The Caltrain timetable; nil when no feed could be had, and the Caltrain section says so.
    public var caltrain: CaltrainTimetable?
    /// Caltrain's real-time, alerts, weather and events, polled once for every rider; nil for the timetable alone.
    public var caltrainLive: CaltrainLiveFeed?
    /// London's docks as the bikes poller last fetched them; nil when the server does not serve London bikes.
    public var bikes: DockFeed?
    /// A slippy-map tile URL (`https://…/{z}/{x}/{y}.png`, `NEXTSTOP_MAP_TILES_URL`) drawn under the bikes map; nil
    /// draws the map with no tiles.
    public var mapTilesURL: String?

    /// Dependencies with every part given.
    public init(
        live: LiveNetwork, favourites: any FavouritesStore, operations: ServerOperations = ServerOperations(),
        timeSource: any TimeSource = SystemTimeSource(), publications: [DatasetPublication] = []
    ) {
        self.live = live
        self.favourites = favourites
        self.operations = operations
        self.timeSource = timeSource
        self.publications = publications
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
