import ArgumentParser
import Caltrain
import Foundation
import LiveTransport
import NextStopCore
import Providers

/// Where Caltrain's live upstreams are and how 511 is asked, as flags over the settings `NEXTSTOP_511_URL`,
/// `NEXTSTOP_OPENMETEO_URL`, `NEXTSTOP_TICKETMASTER_URL`, `NEXTSTOP_511_REALTIME_FEED` and
/// `NEXTSTOP_511_REQUESTS_PER_HOUR`; keys from `NEXTSTOP_511_KEY[_FILE]` and `NEXTSTOP_TICKETMASTER_KEY[_FILE]`.
/// Without a 511 key Caltrain is timetable-only; without a Ticketmaster key events are off.
struct CaltrainLiveOptions: ParsableArguments {
    @Option(name: .customLong("511-url"), help: "511 transit API base URL (default: $NEXTSTOP_511_URL, else the real API).")
    var fiveOneOneURL: String?

    @Option(
        name: .customLong("openmeteo-url"), help: "Open-Meteo base URL (default: $NEXTSTOP_OPENMETEO_URL, else the real API).")
    var openMeteoURL: String?

    @Option(help: "Ticketmaster base URL (default: $NEXTSTOP_TICKETMASTER_URL, else the real API).")
    var ticketmasterURL: String?

    @Option(
        help:
            "The 511 feed real-time comes from: tripupdates (GTFS-Realtime) or stopmonitoring (SIRI) (default: $NEXTSTOP_511_REALTIME_FEED, else tripupdates)."
    )
    var realtimeFeed: String?

    @Option(
        help:
            "Requests an hour the 511 key may make, shared by every 511 endpoint (default: $NEXTSTOP_511_REQUESTS_PER_HOUR, else 60)."
    )
    var requestsPerHour: Int?

    /// The process's settings with these flags over them.
    func environment(over environment: Environment = Environment()) -> Environment {
        var environment = environment
        let flags: [(Setting, String?)] = [
            (.fiveOneOneURL, fiveOneOneURL), (.openMeteoURL, openMeteoURL), (.ticketmasterURL, ticketmasterURL),
            (.fiveOneOneRealtimeFeed, realtimeFeed), (.fiveOneOneRequestsPerHour, requestsPerHour.map(String.init)),
        ]
        for case (let setting, let value?) in flags { environment.values[setting.variable] = value }
        return environment
    }
}

/// Caltrain's live upstreams and the 511 budget, as the settings give them.
struct CaltrainLiveSetup: Sendable {
    let environment: Environment
    /// The upstreams' addresses.
    let urls: UpstreamURLs
    var realtimeFeed = FiveOneOneClient.RealtimeFeed.tripUpdates
    var requestsPerHour = 60

    /// The setup `environment` gives, with the upstreams at `urls` (else where `environment` puts them); a feed name
    /// or budget it cannot read is an error naming the setting.
    init(environment: Environment = Environment(), urls: UpstreamURLs? = nil) throws {
        self.environment = environment
        self.urls = try urls ?? UpstreamURLs(environment: environment)
        if let text = environment[.fiveOneOneRealtimeFeed] {
            guard let feed = FiveOneOneClient.RealtimeFeed(rawValue: text) else {
                throw CLIError(
                    "\(Setting.fiveOneOneRealtimeFeed.variable) (or --realtime-feed) must be tripupdates or stopmonitoring, got \"\(text.prefix(100))\""
                )
            }
            realtimeFeed = feed
        }
        if let text = environment[.fiveOneOneRequestsPerHour] {
            guard let budget = Int(text), (1...3_600).contains(budget) else {
                throw CLIError(
                    "\(Setting.fiveOneOneRequestsPerHour.variable) (or --requests-per-hour) must be between 1 and 3600, got \"\(text.prefix(100))\""
                )
            }
            requestsPerHour = budget
        }
    }

    /// The feed's settings: the 511 budget as given.
    var settings: CaltrainLiveFeed.Settings {
        var settings = CaltrainLiveFeed.Settings()
        settings.requestsPerHour = requestsPerHour
        return settings
    }

    /// The upstreams, over `transport` (never retried: a retry would spend the 511 budget twice), shared with other
    /// servers as `sharing` says: 511 and the weather are polled by the cluster's leader; events are asked on demand.
    func sources(
        transport: any HTTPTransport = AsyncHTTPTransport(),
        sharing: ClusterSharing = .alone, time: any TimeSource = SystemTimeSource()
    ) throws -> LiveSources {
        let polls = sharing.polls(transport)
        let events = sharing.onDemand(transport, lifetime: settings.eventsInterval)
        return LiveSources(
            realtime: try APIKeySetting.fiveOneOne.key(environment: environment).map {
                FiveOneOneClient(baseURL: urls[.fiveOneOneURL], key: $0, feed: realtimeFeed, transport: polls, time: time)
            },
            weather: OpenMeteoClient(baseURL: urls[.openMeteoURL], transport: polls),
            events: try APIKeySetting.ticketmaster.key(environment: environment).map {
                TicketmasterClient(baseURL: urls[.ticketmasterURL], key: $0, transport: events)
            })
    }
}
