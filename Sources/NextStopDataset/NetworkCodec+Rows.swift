import Foundation
import NextStopCore

/// The top level of the dataset file.
struct CompactFile: Codable {
    var format: Int
    var stops: [CompactStop]
    var routes: [CompactRoute]
}

/// `[id, en, tc, sc, lat, lon]`, with null coordinates for a placeholder.
struct CompactStop: Codable {
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
        if stop.isPlaceholder || !stop.coordinate.isValid {
            try row.encodeNil()
            try row.encodeNil()
        } else {
            try row.encode(Self.rounded(stop.coordinate.latitude))
            try row.encode(Self.rounded(stop.coordinate.longitude))
        }
    }

    private static func rounded(_ degrees: Double) -> Double { (degrees * 1_000_000).rounded() / 1_000_000 }
}

/// `[company, route, direction, serviceType, [origin], [destination], [stop indexes]]`.
struct CompactRoute: Codable {
    var key: RouteKey
    var origin: LocalizedText
    var destination: LocalizedText
    var stopIndexes: [Int]

    init(route: RouteVariant, stopIndexes: [Int]) {
        key = route.key
        origin = route.origin
        destination = route.destination
        self.stopIndexes = stopIndexes
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
        stopIndexes = try row.decode([Int].self)
    }

    func encode(to encoder: Encoder) throws {
        var row = encoder.unkeyedContainer()
        try row.encode(key.company.rawValue)
        try row.encode(key.route)
        try row.encode(key.direction.rawValue)
        try row.encode(key.serviceType)
        try row.encode([origin.en, origin.tc, origin.sc])
        try row.encode([destination.en, destination.tc, destination.sc])
        try row.encode(stopIndexes)
    }

    private static func decodeText(_ row: inout UnkeyedDecodingContainer) throws -> LocalizedText {
        let parts = try row.decode([String].self)
        guard parts.count == 3 else {
            throw DecodingError.dataCorruptedError(in: row, debugDescription: "a name needs 3 languages, found \(parts.count)")
        }
        return LocalizedText(en: parts[0], tc: parts[1], sc: parts[2])
    }
}
