import HongKongBus
import NextStopCore
import NextStopTestSupport

/// Builders for Hong Kong bus test networks: stops, route variants and networks whose distances a test controls.
extension Build {
    /// A stop; by the test networks' convention the operator follows from the id: Citybus ids are 6 digits, as the
    /// real ones are (API-NOTES §Citybus 9), every other id is KMB's.
    public static func stop(_ id: String, _ latitude: Double = 22.30, _ longitude: Double = 114.17, name: String? = nil) -> Stop {
        let label = name ?? "Stop \(id)"
        return Stop(
            id: id, company: id.count == 6 && id.allSatisfy(\.isNumber) ? .ctb : .kmb,
            name: LocalizedText(en: label, tc: "站\(label)", sc: "站\(label)"),
            coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }

    /// A network as a dataset holds it: only the stops its routes call at (a stop's operator is that of its routes),
    /// stops by id and routes by key.
    public static func network(stops: [Stop], routes: [RouteVariant]) -> BusNetwork {
        let called = Set(routes.flatMap(\.stopIDs))
        return BusNetwork(
            stops: stops.filter { called.contains($0.id) }.sorted { $0.id < $1.id },
            routes: routes.sorted { $0.key < $1.key })
    }

    /// A route variant from its `KMB:1:O:1` key.
    public static func route(
        _ key: String, _ stopIDs: [String], from origin: String = "Origin", to destination: String = "Terminus"
    ) -> RouteVariant {
        RouteVariant(key: routeKey(key), origin: text(origin), destination: text(destination), stopIDs: stopIDs)
    }

    /// A route key from its text form; traps on a malformed key, which is a mistake in the test itself.
    public static func routeKey(_ key: String) -> RouteKey {
        guard let parsed = RouteKey(key) else { preconditionFailure("malformed route key \(key) in a test") }
        return parsed
    }

    /// A KMB-style 16-character stop id from a number.
    public static func kmbStopID(_ number: Int) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A Citybus-style 6-digit stop id from a number.
    public static func citybusStopID(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// A stop at a coordinate, with the given names or `Build.stop`'s defaults.
    public static func stop(_ id: String, at coordinate: Coordinate, name: LocalizedText? = nil) -> Stop {
        var stop = stop(id, coordinate.latitude, coordinate.longitude)
        if let name { stop.name = name }
        return stop
    }

    /// The indexed network of some stops and routes.
    public static func network(_ stops: [Stop], _ routes: [RouteVariant]) -> TransitNetwork {
        TransitNetwork(BusNetwork(stops: stops, routes: routes))
    }
}
