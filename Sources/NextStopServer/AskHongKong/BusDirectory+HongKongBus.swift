import AskHongKong
import Foundation
import HongKongBus
import NextStopCore

/// Hong Kong's buses as Ask Hong Kong's `BusDirectory`: stop names and routes from the network, arrivals from the
/// arrivals service the bus pages use. The one place the two systems meet, so neither imports the other; the server
/// and the `ask` command both build it.
public struct HongKongBusDirectory: BusDirectory {
    private let service: ArrivalsService
    /// Stop indices by English name: several stops (each direction, each company) share a name.
    private let stopsByName: [String: [Int]]
    private let routeNumbers: Set<String>
    public let stopNames: [LocalizedText]

    /// A directory over the network of `service`, whose arrivals answer `arrivals(route:atStop:company:)`.
    public init(service: ArrivalsService) {
        self.service = service
        let stops = service.network.network.stops
        var byName: [String: [Int]] = [:]
        var names: [LocalizedText] = []
        for (index, stop) in stops.enumerated() where !stop.isPlaceholder && !stop.name.en.isEmpty {
            if byName[stop.name.en] == nil { names.append(stop.name) }
            byName[stop.name.en, default: []].append(index)
        }
        stopsByName = byName
        stopNames = names
        routeNumbers = Set(service.network.network.routes.map { $0.route.uppercased() })
    }

    public func isKnownRoute(_ route: String) -> Bool { routeNumbers.contains(route.uppercased()) }

    public func lines(of route: String, company: String?) -> [BusLine] {
        let variants = service.network.findRoute(route, company: company.flatMap(Company.init(rawValue:)))
        return Self.lines(variants.filter { !$0.isSpecialDeparture })
    }

    public func lines(atStop stop: String) -> [BusLine] {
        let network = service.network
        let serving = stops(named: stop).flatMap { network.routesServing(stopID: $0.id) }
        return Self.lines(Set(serving).sorted().flatMap { network.findRoute($0.route, company: $0.company) })
    }

    public func lines(near name: String) -> [BusLine] {
        let network = service.network
        guard let found = stops(named: name).first ?? (try? network.searchStops(name, limit: 1))?.first?.stop,
            let nearby = try? network.nearby(found.coordinate, radius: 400)
        else { return [] }
        return Self.lines(nearby.routes.map(\.route))
    }

    /// A walk from the spot a rider named: about five minutes.
    static let walkingDistance = 400.0

    public func stops(of route: String, near name: String, company: String?) -> [String] {
        let network = service.network
        guard let spot = stops(named: name).first ?? (try? network.searchStops(name, limit: 1))?.first?.stop else {
            return []
        }
        let variants = network.findRoute(route, company: company.flatMap(Company.init(rawValue:)))
        let calling = Set(variants.flatMap { $0.stopIDs }).compactMap(network.stop)
            .map { (name: $0.name.en, distance: $0.name.en == name ? 0 : $0.coordinate.distance(to: spot.coordinate)) }
            .filter { $0.distance <= Self.walkingDistance }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        var seen = Set<String>()
        return calling.map(\.name).filter { seen.insert($0).inserted }
    }

    public func stops(near place: Coordinate, limit: Int) -> [NearbyBusStop] {
        let network = service.network
        guard let nearby = try? network.nearby(place, limit: limit) else { return [] }
        return nearby.stops.map { near in
            // Both operators of a joint route call it by one number.
            var seen = Set<String>()
            return NearbyBusStop(
                name: near.stop.name, distanceM: Int(near.distance.rounded()),
                routes: network.routesServing(near).map(\.route).filter { seen.insert($0).inserted })
        }
    }

    public func arrivals(route: String?, atStop stop: String, company: String?) async throws -> Fetched<[BusArrival]> {
        var found = stops(named: stop)
        if found.isEmpty, let match = (try? service.network.searchStops(stop, limit: 1))?.first { found = [match.stop] }
        if let company { found = found.filter { $0.company.rawValue == company } }
        guard !found.isEmpty else { return .live([]) }
        let requests = found.map { ArrivalRequest(stopID: $0.id, route: route) }
        let results = await service.arrivals(for: requests)
        var answered: [StopArrivals] = []
        var failure: (any Error)?
        for request in requests {
            switch results[request] {
            case .success(let arrivals)?: answered.append(arrivals)
            case .failure(let error)?: failure = error
            case nil: break
            }
        }
        if answered.isEmpty, let failure { throw failure }
        let names = Dictionary(found.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let arrivals = answered.flatMap { stopArrivals in
            stopArrivals.arrivals.map { arrival in
                BusArrival(
                    company: arrival.company.rawValue, route: arrival.route, destination: arrival.destination,
                    stop: names[arrival.stopID] ?? .empty, eta: arrival.eta, isScheduled: arrival.isScheduled,
                    remark: arrival.remark)
            }
        }
        let oldest = answered.min { $0.fetchedAt < $1.fetchedAt }
        return Fetched(arrivals, fetchedAt: oldest?.fetchedAt, isCached: answered.contains(where: \.isStale))
    }

    private func stops(named name: String) -> [Stop] {
        (stopsByName[name] ?? []).map { service.network.network.stops[$0] }
    }

    /// One line per route direction, special departures left out, in the order given.
    private static func lines(_ variants: [RouteVariant]) -> [BusLine] {
        var seen = Set<String>()
        return variants.filter { !$0.isSpecialDeparture }.compactMap { variant in
            let key = "\(variant.company.rawValue) \(variant.route) \(variant.direction)"
            guard seen.insert(key).inserted else { return nil }
            return BusLine(
                company: variant.company.rawValue, route: variant.route, origin: variant.origin,
                destination: variant.destination)
        }
    }
}
