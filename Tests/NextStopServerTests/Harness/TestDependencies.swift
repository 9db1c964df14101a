import Caltrain
import Hummingbird
import Logging
import LondonBikes
import NextStopCore

@testable import NextStopServer

/// A server's dependencies as the tests build them: the shared parts, and each system's own parts by name, so that a
/// test replaces one feed and the four systems are served over what it gave.
@dynamicMemberLookup
struct TestDependencies: Sendable {
    var base: ServerDependencies
    /// The bus network the bus system and Ask Hong Kong answer from.
    let live: LiveNetwork
    var caltrain = CurrentTimetable()
    var caltrainLive: CaltrainLiveFeed?
    var bikes: DockFeed?
    var bikeAlerts = ShortageWatches(file: nil)
    var weather: WeatherFeed?
    var airQuality: AirQualityFeed?
    /// Where answers marked wrong are kept; nil counts them in the server's metrics only.
    var askFeedback: AskFeedbackLog?

    /// The dependencies of `base` serving the bus system over `live`, and the others over what is set.
    init(_ base: ServerDependencies, live: LiveNetwork) {
        self.base = base
        self.live = live
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<ServerDependencies, Value>) -> Value {
        get { base[keyPath: keyPath] }
        set { base[keyPath: keyPath] = newValue }
    }

    /// The dependencies with every system served over these parts, in the home page's order.
    var served: ServerDependencies {
        var served = base
        served.systems = [
            .hongKongBus(live: live, favourites: base.favourites, timeSource: base.timeSource),
            .caltrain(timetables: caltrain, live: caltrainLive, timeSource: base.timeSource),
            .londonBikes(feed: bikes, favourites: base.favourites, watches: bikeAlerts, timeSource: base.timeSource),
            .askHongKong(
                weather: weather, airQuality: airQuality, live: live, sessions: base.sessions,
                feedback: askFeedback ?? AskFeedbackLog(file: nil, metrics: base.operations.metrics),
                timeSource: base.timeSource),
        ]
        return served
    }
}

/// The server over `dependencies`' systems.
func buildApplication(
    _ dependencies: TestDependencies, logger: Logger = Logger(label: "nextstop.server")
) -> some ApplicationProtocol {
    NextStopServer.buildApplication(dependencies.served, logger: logger)
}

/// The router over `dependencies`' systems.
func buildRouter(_ dependencies: TestDependencies) -> Router<APIRequestContext> {
    NextStopServer.buildRouter(dependencies.served)
}
