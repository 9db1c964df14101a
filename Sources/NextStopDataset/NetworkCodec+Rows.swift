import Foundation
import HongKongBus
import NextStopCore

/// The top level of the dataset file.
struct CompactFile: Codable {
    var format: Int
    var stops: [CompactStop]
    var routes: [CompactRoute<Int>]
}

/// `[id, en, tc, sc, lat, lon]`, with null coordinates for a placeholder.
struct CompactStop: Codable, Equatable {
    var stop: Stop

    init(_ stop: Stop) { self.stop = stop }

    init(from decoder: Decoder) throws {
        var row = try decoder.unkeyedContainer()
        let id = try row.decode(String.self)
        let name = LocalizedText(
            en: try row.decode(String.self), tc: try row.decode(String.self), sc: try row.decode(String.self))
        let latitude = try row.decodeNil() ? nil : try row.decode(Double.self)
        let longitude = try row.decodeNil() ? nil : try row.decode(Double.self)
        guard let company = Company(stopID: id) else {
            throw DecodingError.dataCorruptedError(in: row, debugDescription: "stop id \(id) belongs to no known operator")
        }
        if let latitude, let longitude {
            stop = Stop(id: id, company: company, name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude))
        } else {
            stop = Stop(
                id: id, company: company, name: name, coordinate: Coordinate(latitude: .nan, longitude: .nan), isPlaceholder: true
            )
        }
    }

    func encode(to encoder: Encoder) throws {
        var row = encoder.unkeyedContainer()
        try row.encode(stop.id)
        try row.encode(stop.name.en)
        try row.encode(stop.name.tc)
        try row.encode(stop.name.sc)
        if let coordinates {
            try row.encode(coordinates[0])
            try row.encode(coordinates[1])
        } else {
            try row.encodeNil()
            try row.encodeNil()
        }
    }

    /// Equal when they encode to the same row (a placeholder's NaN coordinates never compare equal).
    static func == (lhs: CompactStop, rhs: CompactStop) -> Bool {
        lhs.stop.id == rhs.stop.id && lhs.stop.name == rhs.stop.name && lhs.coordinates == rhs.coordinates
    }

    /// The coordinates as written: rounded, or nil for a placeholder.
    private var coordinates: [Double]? {
        guard !stop.isPlaceholder && stop.coordinate.isValid else { return nil }
        return [Self.rounded(stop.coordinate.latitude), Self.rounded(stop.coordinate.longitude)]
    }

    private static func rounded(_ degrees: Double) -> Double { (degrees * 1_000_000).rounded() / 1_000_000 }
}

/// `[company, route, direction, serviceType, [origin], [destination], [stops]]`, each stop an index into the file's
/// stops (`Int`) or, where indexes would shift, its id (`String`).
struct CompactRoute<StopReference: Codable & Sendable>: Codable, Sendable {
    var key: RouteKey
    var origin: LocalizedText
    var destination: LocalizedText
    var stops: [StopReference]

    init(route: RouteVariant, stops: [StopReference]) {
        key = route.key
        origin = route.origin
        destination = route.destination
        self.stops = stops
    }

    init(from decoder: Decoder) throws {
        var row = try decoder.unkeyedContainer()
        let companyCode = try row.decode(String.self)
        let route = try row.decode(String.self)
        let directionCode = try row.decode(String.self)
        let serviceType = try row.decode(Int.self)
        guard let company = Company(rawValue: companyCode), let direction = Direction(rawValue: directionCode) else {
            throw DecodingError.dataCorruptedError(in: row, debugDescription: "unknown company or direction in route \(route)")
        }
        key = RouteKey(company: company, route: route, direction: direction, serviceType: serviceType)
        origin = try Self.decodeText(&row)
        destination = try Self.decodeText(&row)
        stops = try row.decode([StopReference].self)
    }

    func encode(to encoder: Encoder) throws {
        var row = encoder.unkeyedContainer()
        try row.encode(key.company.rawValue)
        try row.encode(key.route)
        try row.encode(key.direction.rawValue)
        try row.encode(key.serviceType)
        try row.encode([origin.en, origin.tc, origin.sc])
        try row.encode([destination.en, destination.tc, destination.sc])
        try row.encode(stops)
    }

    private static func decodeText(_ row: inout UnkeyedDecodingContainer) throws -> LocalizedText {
        let parts = try row.decode([String].self)
        guard parts.count == 3 else {
            throw DecodingError.dataCorruptedError(in: row, debugDescription: "a name needs 3 languages, found \(parts.count)")
        }
        return LocalizedText(en: parts[0], tc: parts[1], sc: parts[2])
    }
}
