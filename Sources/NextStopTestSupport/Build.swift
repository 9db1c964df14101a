import Foundation
import NextStopCore

/// Short builders for test data: points laid out to the metre around one origin, and marked text. Each system's
/// test support adds its own (`HongKongBusTestSupport`: stops, routes and networks).
public enum Build {
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

    /// Text whose Chinese forms are marked copies of the English, so tests can tell the languages apart.
    public static func text(_ english: String) -> LocalizedText {
        LocalizedText(en: english, tc: "繁\(english)", sc: "简\(english)")
    }
}
