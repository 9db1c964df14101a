import Foundation
import LiveTransport
import NextStopCore
import NextStopServer
import Providers

/// Every upstream a server calls, each system's as it names them, watched by metrics and health, and the transports
/// the systems' clients share.
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
}
