import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// Reads and writes the compact dataset file.
///
/// Layout (minified JSON): `{"format":1,"stops":[[id,en,tc,sc,lat,lon],…],"routes":[[company,route,direction,
/// serviceType,[origin en,tc,sc],[destination en,tc,sc],[stop index,…]],…]}`. Stops are stored once and routes refer
/// to them by index; a placeholder stop has `null` coordinates. Coordinates keep 6 decimals (about 0.1 m).
enum NetworkCodec {
    /// Bumped whenever the layout changes incompatibly.
    static let formatVersion = 1

    enum DecodingFailure: Error, CustomStringConvertible {
        case unsupportedFormat(Int)
        case badStopIndex(route: String, index: Int)
        case unknownStop(route: String, id: String)
        case stopWithoutRoute(id: String)

        var description: String {
            switch self {
            case .unsupportedFormat(let format): "dataset format \(format) is not supported (expected \(formatVersion))"
            case .badStopIndex(let route, let index): "route \(route) refers to stop index \(index), which does not exist"
            case .unknownStop(let route, let id): "route \(route) uses stop \(id), which the dataset does not describe"
            case .stopWithoutRoute(let id): "no route calls at stop \(id), so its operator is unknown"
            }
        }
    }

    /// The dataset file's bytes for a network; equal networks give equal bytes.
    static func encode(_ network: BusNetwork) throws -> Data {
        var indexByID: [String: Int] = [:]
        for (index, stop) in network.stops.enumerated() { indexByID[stop.id] = index }
        let routes = try network.routes.map { route in
            CompactRoute(
                route: route,
                stops: try route.stopIDs.map { id in
                    guard let index = indexByID[id] else {
                        throw DecodingFailure.unknownStop(route: route.key.description, id: id)
                    }
                    return index
                })
        }
        let file = CompactFile(format: formatVersion, stops: network.stops.map(CompactStop.init), routes: routes)
        return try APIJSON.encoder(pretty: false).encode(file)
    }

    /// The network stored in a dataset file.
    static func decode(_ data: Data) throws -> BusNetwork {
        let file = try JSONDecoder().decode(CompactFile.self, from: data)
        guard file.format == formatVersion else { throw DecodingFailure.unsupportedFormat(file.format) }
        var companies = [Company?](repeating: nil, count: file.stops.count)
        let routes = try file.routes.map { compact in
            RouteVariant(
                key: compact.key, origin: compact.origin, destination: compact.destination,
                stopIDs: try compact.stops.map { index in
                    guard file.stops.indices.contains(index) else {
                        throw DecodingFailure.badStopIndex(route: compact.key.description, index: index)
                    }
                    companies[index] = compact.key.company
                    return file.stops[index].id
                })
        }
        let stops = try zip(file.stops, companies).map { row, company in
            guard let company else { throw DecodingFailure.stopWithoutRoute(id: row.id) }
            return row.stop(company: company)
        }
        return BusNetwork(stops: stops, routes: routes)
    }
}
