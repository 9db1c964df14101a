import Foundation
import HongKongBus
import NextStopCore

/// Builders for networks whose distances a test controls to the metre.
extension Build {
    /// A place in Kowloon that test networks are laid out around.
    public static let origin = Coordinate(latitude: 22.30, longitude: 114.17)

    /// The point `metres` due north of `coordinate` (south when negative); haversine puts it exactly that far.
    public static func north(of coordinate: Coordinate = origin, _ metres: Double) -> Coordinate {
        let metresPerDegree = 6_371_008.8 * Double.pi / 180
        return Coordinate(latitude: coordinate.latitude + metres / metresPerDegree, longitude: coordinate.longitude)
    }

    /// The point `metres` due east of `coordinate` along its parallel, to within a millimetre over a few kilometres.
    public static func east(of coordinate: Coordinate = origin, _ metres: Double) -> Coordinate {
        let metresPerDegree = 6_371_008.8 * Double.pi / 180 * cos(coordinate.latitude * .pi / 180)
        return Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude + metres / metresPerDegree)
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
