import Foundation
import NextStopCore
import Providers
import Testing

@testable import NextStopCLI

/// Every upstream a server calls is watched by its health, each system's as its assembly names them: the Hong Kong
/// and London ones through the shared stack, Caltrain's through the transport that sends each request once, at the
/// addresses the settings give.
struct WatchedUpstreamsTests {
    @Test func everyUpstreamOfEverySystemIsNamed() throws {
        let watched = try Self.watched()

        #expect(
            watched.monitor.snapshot.map(\.name) == [
                "KMB", "Citybus", "MTR", "MTR open data", "511", "Open-Meteo", "Ticketmaster", "Caltrain GTFS", "TfL", "HKO",
                "AQHI",
            ])
    }

    @Test func aCaltrainAttemptCountsForItsUpstream() async throws {
        let watched = try Self.watched()

        // when Open-Meteo, where the setup points it, does not answer (nothing listens on the discard port)
        _ = try? await watched.unretriedTransport.send(HTTPRequest(url: Self.openMeteo.appending(path: "v1/forecast")))

        let openMeteo = try #require(watched.monitor.snapshot.first { $0.name == "Open-Meteo" }?.state)
        #expect(openMeteo.consecutiveFailures == 1)
        #expect(openMeteo.lastFailureAt != nil)
    }

    @Test func upstreamsOnOneHostAreToldApartByTheirLongestBase() async throws {
        // as the simulator serves them for `demo`: TfL at the root, Open-Meteo under it
        var upstreams = UpstreamURLs()
        upstreams[.tflURL] = URL(string: "http://127.0.0.1:9")!
        let watched = try Self.watched(upstreams: upstreams)

        _ = try? await watched.unretriedTransport.send(HTTPRequest(url: Self.openMeteo.appending(path: "v1/forecast")))

        let attempts = Dictionary(uniqueKeysWithValues: watched.monitor.snapshot.map { ($0.name, $0.state) })
        #expect(attempts["Open-Meteo"]?.consecutiveFailures == 1)
        #expect(attempts["TfL"]?.consecutiveFailures == 0)
    }

    @Test func theCaltrainTimetableDownloadIsWatchedLikeTheRest() async throws {
        let feed = URL(string: "http://127.0.0.1:9/gtfs/caltrain-ca-us.zip")!
        let watched = try Self.watched(caltrainFeed: feed)

        _ = try? await watched.sharedDownloads(lifetime: 60).send(HTTPRequest(url: feed))

        let download = try #require(watched.monitor.snapshot.first { $0.name == "Caltrain GTFS" }?.state)
        #expect(download.consecutiveFailures == 1)
    }

    private static let openMeteo = URL(string: "http://127.0.0.1:9/openmeteo/")!

    private static func watched(upstreams: UpstreamURLs = UpstreamURLs(), caltrainFeed: URL? = nil) throws
        -> WatchedUpstreams
    {
        var upstreams = upstreams
        upstreams[.openMeteoURL] = openMeteo
        var environment = Environment([:])
        environment.values[Setting.caltrainGTFSURL.variable] = caltrainFeed?.absoluteString
        return try WatchedUpstreams(
            LaunchSettings(
                configuration: NextStopConfiguration(
                    dataDirectory: FileManager.default.temporaryDirectory, upstreams: upstreams),
                environment: environment),
            upstreamSettings: UpstreamSettings())
    }
}
