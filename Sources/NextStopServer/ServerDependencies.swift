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
    /// What every server of the deployment must know for a while, such as Ask's open conversations: this process's
    /// memory unless a shared database is given.
    public var sessions: any SessionStore = MemorySessionStore()
    /// Metrics, health and the rate limit.
    public var operations: ServerOperations
    /// The clock that dates favourites, devices, link codes and health.
    public var timeSource: any TimeSource
    /// The datasets this server publishes at `/datasets/{name}/…`, one per kind.
    public var publications: [DatasetPublication]
    /// The Caltrain timetable in service, empty until a feed arrives (the Caltrain section says so meanwhile).
    public var caltrain = CurrentTimetable()
    /// Caltrain's real-time, alerts, weather and events, polled once for every rider; nil for the timetable alone.
    public var caltrainLive: CaltrainLiveFeed?
    /// London's docks as the bikes poller last fetched them; nil when the server does not serve London bikes.
    public var bikes: DockFeed?
    /// The Observatory's reports as Ask Hong Kong's poller last kept them; nil when the server does not answer
    /// questions.
    public var observatory: ObservatoryCache?
    /// EPD's air quality index as the same poller last kept it; nil answers air quality questions "not available".
    public var airQuality: AirQualityCache?
    /// Which favourite docks' shortages each owner has been alerted to, kept in the data directory so a restart
    /// does not alert again; nil keeps them in memory only.
    public var bikeAlerts: ShortageWatches?
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
