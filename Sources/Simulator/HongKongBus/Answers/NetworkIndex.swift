import Foundation
import HongKongBus
import NextStopCore

/// A network with the lookups its endpoints need, and its large list bodies serialised once per publication.
final class NetworkIndex: @unchecked Sendable {
    /// A stop's place on a variant: which variant (an index into the operator's variants) and which position.
    struct Visit: Sendable {
        var variant: Int
        var position: Int
    }

    let network: SyntheticNetwork
    let kmbStopsByID: [String: Stop]
    let kmbVisitsByStop: [String: [Visit]]
    let kmbVariantIndicesByRoute: [String: [Int]]
    let citybusVariants: [RouteVariant]
    let citybusStopsByID: [String: Stop]
    let citybusRoutesByNumber: [String: SimulatedCitybusRoute]
    let citybusVisitsByStop: [String: [Visit]]

    private let lock = NSLock()
    private var lists: [String: (publication: String, body: [UInt8])] = [:]

    init(network: SyntheticNetwork) {
        self.network = network
        kmbStopsByID = Dictionary(network.kmbStops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        kmbVisitsByStop = Self.visitsByStop(network.kmbVariants)
        kmbVariantIndicesByRoute = Dictionary(grouping: network.kmbVariants.indices) { network.kmbVariants[$0].route }
        citybusVariants = network.citybusVariants
        citybusStopsByID = Dictionary(network.citybusStops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        citybusRoutesByNumber = Dictionary(
            network.citybusRoutes.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first }
        )
        citybusVisitsByStop = Self.visitsByStop(citybusVariants)
    }

    /// A list's `data` array, built once for each publication timestamp it carries.
    func list(_ name: String, publication: String, build: () -> JSONValue) -> [UInt8] {
        if let cached = lock.withLock({ lists[name] }), cached.publication == publication { return cached.body }
        let body = build().serialized
        lock.withLock { lists[name] = (publication, body) }
        return body
    }

    private static func visitsByStop(_ variants: [RouteVariant]) -> [String: [Visit]] {
        var result: [String: [Visit]] = [:]
        for (variantIndex, variant) in variants.enumerated() {
            for (position, stopID) in variant.stopIDs.enumerated() {
                result[stopID, default: []].append(Visit(variant: variantIndex, position: position))
            }
        }
        return result
    }
}
