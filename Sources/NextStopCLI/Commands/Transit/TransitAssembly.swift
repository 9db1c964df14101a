import ArgumentParser
import Foundation
import GTFS
import Logging
import NextStopCore
import NextStopServer
import Providers
import Simulator

/// Any agency's transit as the command line assembles it: each agency `NEXTSTOP_AGENCIES` names, its timetable kept
/// in the data directory and checked daily, its GTFS-Realtime feeds polled by one poller; `demo` serves a simulated
/// bus agency.
struct TransitAssembly: SystemAssembly {
    var commands: [any ParsableCommand.Type] { [] }
    var settings: [Setting] { Setting.transitSettings }
    var loadTestEndpoints: [LoadTestEndpoint] {
        [LoadTestEndpoint("Transit: Peninsula Bus's board at Hillsdale", "/api/v1/transit/peninsula-bus/stops/hub/departures")]
    }

    /// How long one server's download of a timetable serves the others: a little under the day between checks.
    static let sharedFeedLifetime: TimeInterval = 23 * 3_600

    func upstreams(_ settings: LaunchSettings) throws -> [UpstreamMonitor.Upstream] {
        try ConfiguredAgency.all(in: settings.environment).flatMap { agency -> [UpstreamMonitor.Upstream] in
            let feeds = [agency.feeds.tripUpdates, agency.feeds.alerts, agency.feeds.vehiclePositions].compactMap { $0 }
            return feeds.first.map { [.init(name: "GTFS-Realtime \(agency.id)", baseURL: $0)] } ?? []
        }
    }

    func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        [try BusAgencyUpstream(seed: simulation.seed)]
    }

    func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        let url = { (file: String) in BusAgencyUpstream.url(of: file, under: root).absoluteString }
        return [
            (
                Setting.agencies.variable,
                "peninsula-bus=\(url("gtfs.zip"));trip-updates=\(url("trip-updates.pb"));alerts=\(url("alerts.pb"));"
                    + "vehicle-positions=\(url("vehicle-positions.pb"))"
            )
        ]
    }

    func serve(_ context: ServingContext) async throws -> ServingPart {
        let environment = context.settings.environment
        let keys = try ConfiguredAgency.keys(in: environment)
        var agencies: [TransitAgency] = []
        var pollers: [AgencyPoller] = []
        for configured in try ConfiguredAgency.all(in: environment) {
            let agency = TransitAgency(id: configured.id, live: AgencyLive())
            let source = GTFSFeedSource(text: configured.timetable)
            let dataDirectory = context.dataDirectory
            let transport = context.watched.sharedDownloads(lifetime: Self.sharedFeedLifetime)
            let client = GTFSRealtimeClient(
                transport: context.watched.pollTransport, key: keys[configured.id], placement: configured.placement)
            pollers.append(
                AgencyPoller(
                    agency: agency, feeds: configured.feeds,
                    loadTimetable: {
                        try await source.load(name: "agency-\(configured.id)", dataDirectory: dataDirectory, transport: transport)
                            .feed
                    },
                    client: client, logger: Logger(label: "nextstop.transit.\(configured.id)"),
                    observer: context.watched.metrics))
            agencies.append(agency)
        }
        return ServingPart(
            system: .transit(agencies, timeSource: context.dependencies.timeSource), services: pollers)
    }
}
