import Foundation
import HongKongBus
import HongKongBusDataset
import LiveTransport
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers

/// Every upstream a server calls, each system's as it names them, watched by metrics and health; the Hong Kong
/// clients' shared transport, and the served network they give arrivals for.
struct WatchedUpstreams: Sendable {
    let metrics = ServerMetrics()
    let monitor: UpstreamMonitor
    let upstreams: LiveUpstreams
    /// Whether the upstream calls are shared with other servers.
    let sharing: ClusterSharing

    /// The upstreams each of `systems` names, at the addresses `settings` gives.
    init(
        _ settings: LaunchSettings, systems: [any SystemAssembly] = Systems.all, upstreamSettings: UpstreamSettings,
        sharing: ClusterSharing = .alone
    ) throws {
        self.sharing = sharing
        let pauses = RetryAfterMemory()
        monitor = UpstreamMonitor(
            upstreams: try systems.flatMap { try $0.upstreams(settings) }, metrics: metrics, pauses: pauses)
        upstreams = LiveUpstreams(
            urls: settings.configuration.upstreams, settings: upstreamSettings, observer: monitor,
            retryAfterMemory: pauses)
    }

    /// A transport that sends each request once (a retry would spend a budget such as 511's twice), watched like
    /// every other.
    var unretriedTransport: any HTTPTransport {
        ObservedTransport(base: AsyncHTTPTransport(), observer: monitor, timeSource: SystemTimeSource())
    }

    /// The transport of a large download (a GTFS feed), sent once, watched, and shared across a cluster for
    /// `lifetime` seconds.
    func sharedDownloads(lifetime: TimeInterval) -> any HTTPTransport {
        sharing.onDemand(unretriedTransport, lifetime: lifetime)
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
                observer: ArrivalsMetrics(metrics)),
            dataset: DatasetInfo(version: String(dataset.metadata.version), generatedAt: dataset.metadata.generatedAt))
    }
}
