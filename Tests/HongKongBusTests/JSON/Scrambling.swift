import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport

/// Real answers with their free-text and numeric fields replaced by hostile values, and optionals dropped at random.
extension SeededGenerator {
    /// `value` or nil, evenly.
    mutating func maybe<Value>(_ value: Value) -> Value? {
        Bool.random(using: &self) ? value : nil
    }

    /// A whole number from -5 to 5,000, as distances and positions run, with a few negatives.
    mutating func integer() -> Int { Int.random(in: -5...5_000, using: &self) }

    /// A stop with hostile names and numbers, its coordinates sometimes missing.
    mutating func scramble(_ stop: StopJSON) -> StopJSON {
        var stop = stop
        stop.id = HostileValues.string(using: &self)
        stop.code = maybe(HostileValues.string(using: &self))
        stop.name = HostileValues.text(using: &self)
        stop.lat = maybe(HostileValues.number(using: &self))
        stop.lon = maybe(HostileValues.number(using: &self))
        stop.placeholder = Bool.random(using: &self)
        return stop
    }

    /// A route with hostile ends and key.
    mutating func scramble(_ route: RouteJSON) -> RouteJSON {
        var route = route
        route.key = HostileValues.string(using: &self)
        route.origin = HostileValues.text(using: &self)
        route.destination = HostileValues.text(using: &self)
        route.serviceType = integer()
        return route
    }

    /// Up to `most` arrivals of a template bus, each scrambled.
    mutating func arrivals(most: Int) -> [ArrivalsJSON.ArrivalJSON] {
        let stop = Build.stop(Build.kmbStopID(1))
        let bus = Arrival(
            key: Build.routeKey("KMB:1:O:1"), stopID: stop.id, destination: Build.text("Star Ferry"), remark: .empty,
            eta: Date(timeIntervalSince1970: 1_785_416_520), minutes: 3, isScheduled: false, etaSequence: 1,
            upstreamTimestamp: nil, fetchedAt: Date(timeIntervalSince1970: 1_785_416_400))
        let count = Int.random(in: 0...most, using: &self)
        let arrivals = StopArrivals(
            request: ArrivalRequest(stopID: stop.id), arrivals: Array(repeating: bus, count: count),
            fetchedAt: bus.fetchedAt, isStale: Bool.random(using: &self), age: 0)
        return ArrivalsJSON(stop: stop, arrivals: arrivals).arrivals.map { scramble($0) }
    }

    /// An arrival with hostile text and a time, minutes or both sometimes missing.
    mutating func scramble(_ arrival: ArrivalsJSON.ArrivalJSON) -> ArrivalsJSON.ArrivalJSON {
        var arrival = arrival
        arrival.destination = HostileValues.text(using: &self)
        arrival.remark = HostileValues.text(using: &self)
        arrival.eta = maybe(HostileValues.date(using: &self))
        arrival.minutes = maybe(integer())
        arrival.stopID = HostileValues.string(using: &self)
        arrival.scheduled = Bool.random(using: &self)
        return arrival
    }
}
