import ArgumentParser
import Caltrain
import Foundation
import LiveTransport
import NextStopCore
import Providers

/// Where Caltrain's live upstreams are and how 511 is asked: the flags, else `NEXTSTOP_511_URL`,
/// `NEXTSTOP_OPENMETEO_URL` and `NEXTSTOP_TICKETMASTER_URL`, else the real APIs; keys from `NEXTSTOP_511_KEY[_FILE]`
/// and `NEXTSTOP_TICKETMASTER_KEY[_FILE]`. Without a 511 key Caltrain is timetable-only; without a Ticketmaster key
/// events are off.
struct CaltrainLiveOptions: ParsableArguments {
    @Option(name: .customLong("511-url"), help: "511 transit API base URL (default: $NEXTSTOP_511_URL, else the real API).")
    var fiveOneOneURL: String?

    @Option(
        name: .customLong("openmeteo-url"), help: "Open-Meteo base URL (default: $NEXTSTOP_OPENMETEO_URL, else the real API).")
    var openMeteoURL: String?

    @Option(help: "Ticketmaster base URL (default: $NEXTSTOP_TICKETMASTER_URL, else the real API).")
    var ticketmasterURL: String?

    @Option(help: "The 511 feed real-time comes from: tripupdates (GTFS-Realtime) or stopmonitoring (SIRI).")
    var realtimeFeed = FiveOneOneClient.RealtimeFeed.tripUpdates.rawValue

    @Option(help: "Requests an hour the 511 key may make, shared by every 511 endpoint.")
    var requestsPerHour = 60

    func validate() throws {
        guard FiveOneOneClient.RealtimeFeed(rawValue: realtimeFeed) != nil else {
            throw ValidationError("--realtime-feed must be tripupdates or stopmonitoring")
        }
        guard (1...3_600).contains(requestsPerHour) else {
            throw ValidationError("--requests-per-hour must be between 1 and 3600")
        }
    }

    /// The settings these flags give.
    var setup: CaltrainLiveSetup {
        CaltrainLiveSetup(
            fiveOneOneURL: fiveOneOneURL, openMeteoURL: openMeteoURL, ticketmasterURL: ticketmasterURL,
            realtimeFeed: FiveOneOneClient.RealtimeFeed(rawValue: realtimeFeed) ?? .tripUpdates,
            requestsPerHour: requestsPerHour)
    }
}

/// Caltrain's live upstreams as flags (or their absence) set them; the rest comes from the environment.
struct CaltrainLiveSetup: Sendable {
    var fiveOneOneURL: String?
    var openMeteoURL: String?
    var ticketmasterURL: String?
    var realtimeFeed = FiveOneOneClient.RealtimeFeed.tripUpdates
    var requestsPerHour = 60

    /// The feed's settings: the 511 budget as given.
    var settings: CaltrainLiveFeed.Settings {
        var settings = CaltrainLiveFeed.Settings()
        settings.requestsPerHour = requestsPerHour
        return settings
    }

    /// The upstreams' addresses: the flags', else `environment`'s, else the defaults.
    func urls(environment: Environment = Environment()) throws -> UpstreamURLs {
        var urls = try UpstreamURLs(environment: environment)
        try urls.overrideCaltrainLive(
            fiveOneOneFlag: fiveOneOneURL, openMeteoFlag: openMeteoURL, ticketmasterFlag: ticketmasterURL,
            environment: environment)
        return urls
    }

    /// The upstreams, over `transport` (never retried: a retry would spend the 511 budget twice), shared with other
    /// servers as `sharing` says: 511 and the weather are polled by the cluster's leader; events are asked on demand.
    func sources(
        environment: Environment = Environment(), transport: any HTTPTransport = AsyncHTTPTransport(),
        sharing: ClusterSharing = .alone, time: any TimeSource = SystemTimeSource()
    ) throws -> LiveSources {
        let polls = sharing.polls(transport)
        let events = sharing.onDemand(transport, lifetime: settings.eventsInterval)
        let urls = try urls(environment: environment)
        return LiveSources(
            realtime: try APIKeySetting.fiveOneOne.key(environment: environment).map {
                FiveOneOneClient(baseURL: urls.fiveOneOne, key: $0, feed: realtimeFeed, transport: polls, time: time)
            },
            weather: OpenMeteoClient(baseURL: urls.openMeteo, transport: polls),
            events: try APIKeySetting.ticketmaster.key(environment: environment).map {
                TicketmasterClient(baseURL: urls.ticketmaster, key: $0, transport: events)
            })
    }
}
