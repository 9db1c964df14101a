import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset
import NextStopServer
import Providers

/// The KMB and Citybus clients of a server, watched by its metrics and health, and the served network they give
/// arrivals for.
struct WatchedUpstreams: Sendable {
    let metrics = ServerMetrics()
    let monitor: UpstreamMonitor
    let upstreams: LiveUpstreams
    /// Whether the upstream calls are shared with other servers.
    let sharing: ClusterSharing

    init(configuration: NextStopConfiguration, settings: UpstreamSettings, sharing: ClusterSharing = .alone) {
        self.sharing = sharing
        monitor = UpstreamMonitor(
            upstreams: [
                .init(name: "KMB", baseURL: configuration.upstreams.kmb),
                .init(name: "Citybus", baseURL: configuration.upstreams.citybus),
                .init(name: "TfL", baseURL: configuration.upstreams.tfl),
            ],
            metrics: metrics)
        upstreams = LiveUpstreams(urls: configuration.upstreams, settings: settings, observer: monitor)
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
