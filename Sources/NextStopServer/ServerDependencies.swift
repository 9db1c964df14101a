import NextStopCore
import WebPush

/// Everything the server reads from or writes to, built by the caller and passed in.
public struct ServerDependencies: Sendable {
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
    /// The tiles and Leaflet the sections' maps are drawn with.
    public var maps = MapSettings.standard
    /// What sends Web Push notifications; nil turns notifications off (their API answers 503).
    public var push: PushSender?

    /// Dependencies with every part given.
    public init(
        favourites: any FavouritesStore, operations: ServerOperations = ServerOperations(),
        timeSource: any TimeSource = SystemTimeSource(), publications: [DatasetPublication] = [],
        systems: [ServedSystem]
    ) {
        self.favourites = favourites
        self.operations = operations
        self.timeSource = timeSource
        self.publications = publications
        self.systems = systems
    }
}
