import Foundation
import HongKongBus
import LiveTransport
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers

/// Every upstream client of a server (KMB, Citybus, TfL, the Observatory, AQHI, and Caltrain's GTFS download, 511,
/// Open-Meteo and Ticketmaster), watched by its metrics and health, and the served network they give arrivals for.
struct WatchedUpstreams: Sendable {
    let metrics = ServerMetrics()
    let monitor: UpstreamMonitor
    let upstreams: LiveUpstreams
    /// Whether the upstream calls are shared with other servers.
    let sharing: ClusterSharing

    /// The upstreams at `configuration`'s addresses, Caltrain's at `caltrain` (where its live setup points them) and
    /// its timetable at `caltrainFeed` when it is downloaded.
    init(
        configuration: NextStopConfiguration, settings: UpstreamSettings, sharing: ClusterSharing = .alone,
        caltrain: UpstreamURLs? = nil, caltrainFeed: URL? = nil
    ) {
        self.sharing = sharing
        let urls = configuration.upstreams
        let caltrain = caltrain ?? urls
        let pauses = RetryAfterMemory()
        monitor = UpstreamMonitor(
            upstreams: [
                .init(name: "KMB", baseURL: urls.kmb),
                .init(name: "Citybus", baseURL: urls.citybus),
                .init(name: "TfL", baseURL: urls.tfl),
                .init(name: "HKO", baseURL: urls.hko),
                .init(name: "AQHI", baseURL: urls.aqhi),
                .init(name: "511", baseURL: caltrain.fiveOneOne),
                .init(name: "Open-Meteo", baseURL: caltrain.openMeteo),
                .init(name: "Ticketmaster", baseURL: caltrain.ticketmaster),
            ] + (caltrainFeed.map { [.init(name: "Caltrain GTFS", baseURL: $0)] } ?? []),
            metrics: metrics, pauses: pauses)
        upstreams = LiveUpstreams(urls: urls, settings: settings, observer: monitor, retryAfterMemory: pauses)
    }

    /// The transport of Caltrain's live upstreams: not retried (a retry would spend the 511 budget twice), but
    /// watched like every other.
    var caltrainTransport: any HTTPTransport {
        ObservedTransport(base: AsyncHTTPTransport(), observer: monitor, timeSource: SystemTimeSource())
    }

    /// The transport of Caltrain's timetable download, watched, and shared across a cluster for `lifetime` seconds.
    func caltrainFeedTransport(lifetime: TimeInterval) -> any HTTPTransport {
        sharing.onDemand(caltrainTransport, lifetime: lifetime)
    }

    /// The transport of the agency-wide polls (TfL's docks, the Observatory's reports).
    var pollTransport: any HTTPTransport { sharing.polls(upstreams.transport) }

    /// A dataset ready to serve: its indexed network with live arrivals.
    func served(_ dataset: LoadedDataset<HKBusDataset>) -> ServedNetwork {
        let network = TransitNetwork(dataset.network)
        let settings = ArrivalsSettings()
        let transport = sharing.onDemand(upstreams.transport, lifetime: settings.cacheTTL)
        return ServedNetwork(
            network: network,
            arrivals: ArrivalsService(
                network: network, sources: upstreams.arrivalSources(over: transport), settings: settings,
                observer: metrics),
            dataset: DatasetInfo(version: String(dataset.metadata.version), generatedAt: dataset.metadata.generatedAt))
    }
}
