import HongKongBus
import NextStopCore

/// Citybus's endpoints (API-NOTES §Citybus).
extension NetworkIndex {
    func citybusRoutes(_ clock: Clock) -> SimulatorReply {
        let data = list("ctb/route", publication: clock.publication) {
            .array(network.citybusRoutes.map { CitybusRecords.route($0, timestamp: clock.publication) })
        }
        return citybus("RouteList", clock, data: data)
    }

    func citybusRoute(_ route: String, _ clock: Clock) -> SimulatorReply {
        let record = citybusRoutesByNumber[route].map { CitybusRecords.route($0, timestamp: clock.publication) }
        return citybus("Route", clock, data: (record ?? .object([])).serialized)
    }

    /// Directions a route does not run, and unknown routes, answer 200 with `data: []`.
    func citybusRouteStops(_ route: String, _ direction: Direction, _ clock: Clock) -> SimulatorReply {
        let stops = citybusRoutesByNumber[route]?.stopIDs(direction) ?? []
        let rows = stops.enumerated().map { position, stopID in
            CitybusRecords.routeStop(
                route: route, direction: direction, stopID: stopID, position: position, timestamp: clock.publication
            )
        }
        return citybus("RouteStop", clock, data: JSONValue.array(rows).serialized)
    }

    func citybusStop(_ id: String, _ clock: Clock) -> SimulatorReply {
        let record = citybusStopsByID[id].map { CitybusRecords.stop($0, timestamp: clock.publication) }
        return citybus("Stop", clock, data: (record ?? .object([])).serialized)
    }

    /// An unknown route at a stop answers 200 with `data: []` (API-NOTES §Citybus 7).
    func citybusArrivals(_ visits: [Visit], _ clock: Clock, suspended: Bool) -> SimulatorReply {
        let rows = arrivalRows(visits, in: citybusVariants, clock, suspended: suspended) { arrival, variant, position in
            CitybusRecords.arrival(arrival, variant: variant, position: position, timestamp: clock.generated)
        }
        return citybus("ETA", clock, data: rows.serialized)
    }

    private func citybus(_ type: String, _ clock: Clock, data: [UInt8]) -> SimulatorReply {
        envelope(type, version: ResponseEnvelope.citybusVersion, clock, data: data)
    }
}
