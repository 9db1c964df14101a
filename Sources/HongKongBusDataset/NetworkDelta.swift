import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// What changed between two versions of a dataset: the stops and routes added or changed, and those removed.
///
/// Applied to the `from` network it yields the `to` network; encoded with `NetworkCodec` that is the `to` file byte
/// for byte, because a dataset lists stops by id and routes by key. `toSHA256` lets the receiver check exactly that.
struct NetworkDelta: Sendable, Hashable {
    var dataset: String
    var fromVersion: Int
    var toVersion: Int
    /// The sha256 of the dataset file the delta applies to.
    var fromSHA256: String
    /// The sha256 of the dataset file the delta produces.
    var toSHA256: String
    /// Stops that are new or differ, in id order.
    var stops: [CompactStop]
    var removedStopIDs: [String]
    /// Routes that are new or differ, in key order.
    var routes: [RouteVariant]
    var removedRouteKeys: [RouteKey]

    init(
        dataset: String, fromVersion: Int, toVersion: Int, fromSHA256: String, toSHA256: String, stops: [CompactStop],
        removedStopIDs: [String], routes: [RouteVariant], removedRouteKeys: [RouteKey]
    ) {
        self.dataset = dataset
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.fromSHA256 = fromSHA256
        self.toSHA256 = toSHA256
        self.stops = stops
        self.removedStopIDs = removedStopIDs
        self.routes = routes
        self.removedRouteKeys = removedRouteKeys
    }
}

extension NetworkDelta {
    /// The delta from `old` to `new`: routes are compared by their recorded content hashes, stops by their rows.
    static func between(_ old: LoadedDataset<HKBusDataset>, _ new: LoadedDataset<HKBusDataset>) -> NetworkDelta {
        let oldHashes = old.metadata.itemHashes
        let newHashes = new.metadata.itemHashes
        let oldStops = Dictionary(old.network.stops.map { ($0.id, CompactStop($0)) }, uniquingKeysWith: { first, _ in first })
        let newStopIDs = Set(new.network.stops.map(\.id))
        return NetworkDelta(
            dataset: new.metadata.dataset, fromVersion: old.metadata.version, toVersion: new.metadata.version,
            fromSHA256: old.metadata.sha256Checksum, toSHA256: new.metadata.sha256Checksum,
            stops: new.network.stops.map(CompactStop.init).filter { oldStops[$0.id] != $0 },
            removedStopIDs: oldStops.keys.filter { !newStopIDs.contains($0) }.sorted(),
            routes: new.network.routes.filter { route in
                let key = route.key.description
                return newHashes[key] == nil || oldHashes[key] != newHashes[key]
            },
            removedRouteKeys: old.network.routes.map(\.key).filter { newHashes[$0.description] == nil }.sorted())
    }

    /// The `to` network, built from `old`; fails when `old` is not the dataset the delta was made from.
    func apply(to old: LoadedDataset<HKBusDataset>) throws(DeltaFailure) -> BusNetwork {
        guard old.metadata.sha256Checksum == fromSHA256 else {
            throw .wrongBase(expected: fromVersion, found: old.metadata.version)
        }
        var stopsByID = Dictionary(
            old.network.stops.map { ($0.id, CompactStop($0)) }, uniquingKeysWith: { first, _ in first })
        for id in removedStopIDs {
            guard stopsByID.removeValue(forKey: id) != nil else { throw .missing("stop \(id)") }
        }
        for stop in stops { stopsByID[stop.id] = stop }
        var routesByKey = Dictionary(old.network.routes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for key in removedRouteKeys {
            guard routesByKey.removeValue(forKey: key) != nil else { throw .missing("route \(key)") }
        }
        for route in routes { routesByKey[route.key] = route }
        // A stop's operator is that of the routes calling at it, as when a dataset file is decoded.
        var companies: [String: Company] = [:]
        for route in routesByKey.values { for id in route.stopIDs { companies[id] = route.company } }
        let stops = try stopsByID.values.sorted { $0.id < $1.id }.map { (row) throws(DeltaFailure) in
            guard let company = companies[row.id] else { throw .stopWithoutRoute(row.id) }
            return row.stop(company: company)
        }
        return BusNetwork(stops: stops, routes: routesByKey.values.sorted { $0.key < $1.key })
    }
}

/// Why a delta could not be applied; the receiver then downloads the whole file.
enum DeltaFailure: Error, Hashable, CustomStringConvertible {
    case wrongBase(expected: Int, found: Int)
    case missing(String)
    case stopWithoutRoute(String)

    var description: String {
        switch self {
        case .wrongBase(let expected, let found): "the delta applies to version \(expected), not \(found)"
        case .missing(let item): "the delta removes \(item), which the dataset does not have"
        case .stopWithoutRoute(let id): "after the delta no route calls at stop \(id)"
        }
    }
}
