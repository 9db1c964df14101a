import Bikes
import Caltrain
import Foundation
import HongKongRail
import Hummingbird
import Logging
import NextStopCore

@testable import NextStopServer

/// A server's dependencies as the tests build them: the shared parts, and each system's own parts by name, so that a
/// test replaces one feed and the four systems are served over what it gave.
@dynamicMemberLookup
struct TestDependencies: Sendable {
    var base: ServerDependencies
    /// The bus network the bus system and Ask Hong Kong answer from.
    let live: LiveNetwork
    /// The MTR's lines and trains; nil serves no MTR section.
    var mtr: NextTrainsService?
    var caltrain = CurrentTimetable()
    var caltrainLive: CaltrainLiveFeed?
    /// The agencies served under `/transit`.
    var agencies: [TransitAgency] = []
    /// London's docks; nil serves no bike system.
    var bikes: DockFeed?
    var bikeAlerts = ShortageWatches(file: nil)
    /// Bike systems served after London.
    var moreBikeSystems: [ServedBikeSystem] = []
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
            .hongKongBus(live: live, favourites: base.favourites, timeSource: base.timeSource)
        ]
        if let mtr { served.systems.append(.mtr(mtr, timeSource: base.timeSource)) }
        served.systems += [
            .caltrain(timetables: caltrain, live: caltrainLive, timeSource: base.timeSource),
            .transit(agencies, timeSource: base.timeSource),
            .bikes(
                (bikes.map { [ServedBikeSystem(system: .london($0), watches: bikeAlerts)] } ?? []) + moreBikeSystems,
                favourites: base.favourites, timeSource: base.timeSource),
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

extension BikeSystem {
    /// London as a server serves it, its docks in `feed`.
    static func london(_ feed: DockFeed) -> BikeSystem {
        BikeSystem(
            id: londonID, name: "London", source: "TfL", timeZone: TimeZone(identifier: "Europe/London")!,
            operatorName: "Transport for London", website: "https://tfl.gov.uk/modes/cycling/santander-cycles",
            feed: feed)
    }
}
