import Foundation
import HongKongBus
import NextStopCore

extension NetworkIndex {
    /// The times an answer carries: when it was generated, when the lists were last published.
    struct Clock {
        var now: Date
        var generated: String
        /// Both operators refresh their lists daily at about 05:00 Hong Kong time (API-NOTES §Citybus 8).
        var publication: String

        init(now: Date) {
            self.now = now
            generated = HongKongTime.string(from: now)
            var published = HongKongTime.startOfDay(containing: now) + 5 * 3_600
            if published > now { published -= 86_400 }
            publication = HongKongTime.string(from: published)
        }
    }

    /// The real reply to a parsed request.
    func answer(_ endpoint: SimulatorEndpoint, now: Date, suspended: Bool) -> SimulatorReply {
        let clock = Clock(now: now)
        switch endpoint {
        case .kmbRoutes: return kmbRoutes(clock)
        case .kmbStops: return kmbStops(clock)
        case .kmbRouteStops: return kmbRouteStops(clock)
        case .kmbStop(let id): return kmbStop(id, clock)
        case .kmbVariantStops(let route, let direction, let serviceType):
            return kmbVariantStops(route: route, direction: direction, serviceType: serviceType, clock)
        case .kmbArrivals(let stop, let route, let serviceType):
            let type = Int(serviceType)
            let visits = (kmbVisitsByStop[stop] ?? []).filter {
                network.kmbVariants[$0.variant].route == route && network.kmbVariants[$0.variant].serviceType == type
            }
            return kmbArrivals("ETA", visits, clock, suspended: suspended)
        case .kmbStopArrivals(let stop):
            return kmbArrivals("StopETA", kmbVisitsByStop[stop] ?? [], clock, suspended: suspended)
        case .kmbRouteArrivals(let route, let serviceType):
            let variants = (kmbVariantIndicesByRoute[route] ?? []).filter {
                network.kmbVariants[$0].serviceType == Int(serviceType)
            }
            let visits = variants.flatMap { variant in
                network.kmbVariants[variant].stopIDs.indices.map { Visit(variant: variant, position: $0) }
            }
            return kmbArrivals("RouteETA", visits, clock, suspended: suspended)
        case .citybusRoutes: return citybusRoutes(clock)
        case .citybusRoute(let route): return citybusRoute(route, clock)
        case .citybusRouteStops(let route, let direction): return citybusRouteStops(route, direction, clock)
        case .citybusStop(let id): return citybusStop(id, clock)
        case .citybusArrivals(let stop, let route):
            let visits = (citybusVisitsByStop[stop] ?? []).filter { citybusVariants[$0.variant].route == route }
            return citybusArrivals(visits, clock, suspended: suspended)
        case .invalidParameters: return .invalidParameters
        case .notFound: return .notFound
        }
    }

    /// The rows for each visit: its arrivals, or one suspended row with no time.
    func arrivalRows(
        _ visits: [Visit], in variants: [RouteVariant], _ clock: Clock, suspended: Bool,
        row: (SimulatedArrival, RouteVariant, Int) -> JSONValue
    ) -> JSONValue {
        .array(
            visits.flatMap { visit -> [JSONValue] in
                let variant = variants[visit.variant]
                let arrivals =
                    suspended
                    ? [SimulatedArrival(etaSequence: 1, eta: nil, remark: .suspended)]
                    : network.arrivals(for: variant, position: visit.position, at: clock.now)
                return arrivals.map { row($0, variant, visit.position) }
            })
    }

    func envelope(_ type: String, version: String, _ clock: Clock, data: [UInt8]) -> SimulatorReply {
        .json(ResponseEnvelope.body(type: type, version: version, generated: clock.generated, data: data))
    }
}
