import ArgumentParser
import Foundation
import HongKongRail
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// The MTR as the command line assembles it: the lines and each station's next trains, asked of MTR's open data once
/// per station and interval for the whole cluster. Its command is `nextstop hk mtr`, among Hong Kong's.
struct HongKongRailAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [] }
    var settings: [Setting] { Setting.mtrSettings }

    var loadTestEndpoints: [LoadTestEndpoint] {
        [LoadTestEndpoint("MTR: next trains at Tiu Keng Leng", "/api/v1/hk/mtr/lines/TKL/stations/TIK/trains")]
    }

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        let urls = settings.configuration.upstreams
        return [.init(name: "MTR", baseURL: urls[.mtrURL]), .init(name: "MTR open data", baseURL: urls[.mtrDataURL])]
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] { MTRUpstream.upstreams }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [
            (Setting.mtrURL.variable, MTRUpstream.baseURL(under: root).absoluteString),
            (Setting.mtrDataURL.variable, MTRUpstream.dataURL(under: root).absoluteString),
        ]
    }

    /// The trains of every station, shared across a cluster for their 10 s; the station list is asked for at start
    /// so that the first rider does not wait on it (a failure there is retried when a rider asks).
    func serve(_ context: ServingContext) async throws -> ServingPart {
        let urls = context.settings.configuration.upstreams
        let settings = LiveAnswerSettings(cacheTTL: 10)
        let watched = context.watched
        let client = MTRClient(
            baseURL: urls[.mtrURL], dataURL: urls[.mtrDataURL],
            transport: watched.sharing.onDemand(watched.upstreams.transport, lifetime: settings.cacheTTL))
        let service = NextTrainsService(
            client: client, settings: settings,
            observer: LiveAnswerMetrics(watched.metrics, kind: "mtr_trains", calls: "MTR next-train calls"))
        do {
            _ = try await service.lineMap()
        } catch {
            context.logger.warning("MTR's station list did not load at start (\(error)); it is asked for again on demand")
        }
        return ServingPart(system: .mtr(service, timeSource: context.dependencies.timeSource))
    }
}
