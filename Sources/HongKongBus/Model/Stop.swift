import NextStopCore

/// A bus stop of one operator.
public struct Stop: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var company: Company
    public var name: LocalizedText
    public var coordinate: Coordinate
    /// True when a route named this stop but the operator's stop list did not describe it.
    public var isPlaceholder: Bool

    public init(id: String, company: Company, name: LocalizedText, coordinate: Coordinate, isPlaceholder: Bool = false) {
        self.id = id
        self.company = company
        self.name = name
        self.coordinate = coordinate
        self.isPlaceholder = isPlaceholder
    }

    /// A clearly marked stand-in for a stop id that a route uses but no stop record describes, named `name` or, by
    /// default, "Unknown stop" and its id.
    public static func placeholder(id: String, company: Company, name: LocalizedText? = nil) -> Stop {
        Stop(
            id: id,
            company: company,
            name: name ?? LocalizedText(en: "Unknown stop \(id)", tc: "未知車站 \(id)", sc: "未知车站 \(id)"),
            coordinate: Coordinate(latitude: .nan, longitude: .nan),
            isPlaceholder: true
        )
    }
}
