import HongKongBus
import NextStopCore

/// KMB's endpoints (API-NOTES §KMB).
extension NetworkIndex {
    func kmbRoutes(_ clock: Clock) -> SimulatorReply {
        let data = list("kmb/route", publication: clock.publication) {
            .array(network.kmbVariants.map { KMBRecords.route($0, olderStyle: olderStyle("route:\($0.key)", clock)) })
        }
        return kmb("RouteList", clock, data: data)
    }

    func kmbStops(_ clock: Clock) -> SimulatorReply {
        let data = list("kmb/stop", publication: clock.publication) {
            .array(network.kmbStops.map { KMBRecords.stop($0, olderStyle: olderStyle("stop:\($0.id)", clock)) })
        }
        return kmb("StopList", clock, data: data)
    }

    func kmbRouteStops(_ clock: Clock) -> SimulatorReply {
        let data = list("kmb/route-stop", publication: clock.publication) {
            .array(network.kmbVariants.flatMap { routeStopRecords($0, clock) })
        }
        return kmb("RouteStopList", clock, data: data)
    }

    /// An unknown stop answers 200 with `data: {}` (API-NOTES §KMB 5).
    func kmbStop(_ id: String, _ clock: Clock) -> SimulatorReply {
        let record = kmbStopsByID[id].map { KMBRecords.stop($0, olderStyle: olderStyle("stop:\($0.id)", clock)) }
        return kmb("Stop", clock, data: (record ?? .object([])).serialized)
    }

    /// A wrong argument order or an unknown service type answers 200 with `data: []` (API-NOTES §KMB 5).
    func kmbVariantStops(route: String, direction: Direction, serviceType: String, _ clock: Clock) -> SimulatorReply {
        let variants = (kmbVariantIndicesByRoute[route] ?? []).map { network.kmbVariants[$0] }.filter {
            $0.direction == direction && $0.serviceType == Int(serviceType)
        }
        let records = variants.flatMap { routeStopRecords($0, clock) }
        return kmb("RouteStopList", clock, data: JSONValue.array(records).serialized)
    }

    func kmbArrivals(_ type: String, _ visits: [Visit], _ clock: Clock, suspended: Bool) -> SimulatorReply {
        let rows = arrivalRows(visits, in: network.kmbVariants, clock, suspended: suspended) { arrival, variant, at in
            KMBRecords.arrival(arrival, variant: variant, position: at, timestamp: clock.generated)
        }
        return kmb(type, clock, data: rows.serialized)
    }

    private func routeStopRecords(_ variant: RouteVariant, _ clock: Clock) -> [JSONValue] {
        variant.stopIDs.indices.map { position in
            let older = olderStyle("route-stop:\(variant.key):\(position)", clock)
            return KMBRecords.routeStop(variant, position: position, olderStyle: older)
        }
    }

    private func olderStyle(_ identity: String, _ clock: Clock) -> String? {
        KMBRecords.isOlderStyle(identity, seed: network.seed) ? clock.publication : nil
    }

    private func kmb(_ type: String, _ clock: Clock, data: [UInt8]) -> SimulatorReply {
        envelope(type, version: ResponseEnvelope.kmbVersion, clock, data: data)
    }
}
