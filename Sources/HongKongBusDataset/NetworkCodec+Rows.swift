import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// The top level of the dataset file.
struct CompactFile: Codable {
    var format: Int
    var stops: [CompactStop]
    var routes: [CompactRoute<Int>]
}

/// `[id, en, tc, sc, lat, lon]`, with null coordinates for a placeholder: a stop as the dataset file stores it.
///
/// The row names no operator: each operator's routes call only at its own stops, so a stop's operator is that of the
/// routes calling at it (`stop(company:)`), never guessed from the shape of its id.
struct CompactStop: Codable, Hashable, Sendable {
    var id: String
    var name: LocalizedText
    /// Rounded to 6 decimals as written, or `nil` for a placeholder.
    var coordinate: Coordinate?

    init(_ stop: Stop) {
        id = stop.id
        name = stop.name
        coordinate =
            stop.isPlaceholder || !stop.coordinate.isValid
            ? nil
            : Coordinate(latitude: Self.rounded(stop.coordinate.latitude), longitude: Self.rounded(stop.coordinate.longitude))
    }

    /// The stop of `company`.
    func stop(company: Company) -> Stop {
        guard let coordinate else { return Stop.placeholder(id: id, company: company, name: name) }
        return Stop(id: id, company: company, name: name, coordinate: coordinate)
    }

    init(from decoder: Decoder) throws {
        var row = try decoder.unkeyedContainer()
        id = try row.decode(String.self)
        name = LocalizedText(en: try row.decode(String.self), tc: try row.decode(String.self), sc: try row.decode(String.self))
        let latitude = try row.decodeNil() ? nil : try row.decode(Double.self)
        let longitude = try row.decodeNil() ? nil : try row.decode(Double.self)
        if let latitude, let longitude { coordinate = Coordinate(latitude: latitude, longitude: longitude) }
    }

    func encode(to encoder: Encoder) throws {
        var row = encoder.unkeyedContainer()
        try row.encode(id)
        try row.encode(name.en)
        try row.encode(name.tc)
        try row.encode(name.sc)
        if let coordinate {
            try row.encode(coordinate.latitude)
            try row.encode(coordinate.longitude)
        } else {
            try row.encodeNil()
            try row.encodeNil()
        }
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
