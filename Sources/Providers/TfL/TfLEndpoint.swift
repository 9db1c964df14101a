import Foundation

/// A TfL Unified API endpoint, as path components under the base URL.
public struct TfLEndpoint: Sendable, Hashable {
    /// TfL's public API.
    public static let defaultBaseURL = URL(string: "https://api.tfl.gov.uk")!

    let path: [String]

    /// Every docking station, as one JSON array (about 2 MB).
    static let bikePoints = TfLEndpoint(path: ["BikePoint"])

    /// One place, such as a docking station `BikePoints_1`.
    static func place(id: String) -> TfLEndpoint { TfLEndpoint(path: ["Place", id]) }
}
