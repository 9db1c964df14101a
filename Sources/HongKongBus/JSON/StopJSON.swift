import NextStopCore

/// A stop as answers show it; a placeholder (described by no stop record) has no coordinates.
public struct StopJSON: Sendable, Hashable, JSONWritable {
    public var id: String
    /// The code riders see at the stop (`WT916`); absent when it has only an internal id.
    public var code: String?
    public var company: String
    public var name: LocalizedText
    public var lat: Double?
    public var lon: Double?
    public var placeholder: Bool

    public init(_ stop: Stop) {
        id = stop.id
        code = stop.riderCode
        company = stop.company.rawValue
        name = stop.name
        let located = !stop.isPlaceholder && stop.coordinate.isValid
        lat = located ? stop.coordinate.latitude : nil
        lon = located ? stop.coordinate.longitude : nil
        placeholder = stop.isPlaceholder
    }

    /// Writes the stop; a missing code and a placeholder's missing coordinates are left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("code", ifPresent: code)
            object.member("company", company)
            object.member("id", id)
            object.member("lat", ifPresent: lat)
            object.member("lon", ifPresent: lon)
            object.member("name", name)
            object.member("placeholder", placeholder)
        }
    }
}

/// A stop at one position of a route variant: a route's stop list, a ride's boarding and alighting stops.
public struct RouteStopJSON: Sendable, Hashable, JSONWritable {
    /// 1-based position, like the operators' `seq`: a circular route lists its first stop again at the end.
    public var seq: Int
    public var stop: StopJSON

    /// Writes the position and the stop.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("seq", seq)
            object.member("stop", stop)
        }
    }
}
