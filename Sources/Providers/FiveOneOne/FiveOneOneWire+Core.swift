import Caltrain
import Foundation
import GTFS

extension FiveOneOneWire.StopMonitoring {
    /// The visits grouped into trains by number and service date (`DataFrameRef`). Expected times fall back to
    /// the other expected time, then to the aimed ones (API-NOTES §Caltrain 3); the response's own timestamp is
    /// kept only when it is within a day of `fetchedAt`.
    func snapshot(fetchedAt: Date) -> RealtimeSnapshot {
        var order: [String] = []
        var trains: [String: TrainRealtime] = [:]
        for visit in visits {
            let date = visit.dataFrameRef.flatMap(ServiceDate.init)
            let key = "\(visit.trainNumber)|\(date?.description ?? "")"
            let arrival = visit.expectedArrival ?? visit.expectedDeparture ?? visit.aimedArrival ?? visit.aimedDeparture
            let departure = visit.expectedDeparture ?? visit.expectedArrival ?? visit.aimedDeparture ?? visit.aimedArrival
            let estimate = StopEstimate(stopID: visit.stopPointRef, expectedArrival: arrival, expectedDeparture: departure)
            if trains[key] == nil {
                order.append(key)
                trains[key] = TrainRealtime(number: visit.trainNumber, serviceDate: date, stops: [])
            }
            trains[key]?.stops.append(estimate)
        }
        let stamp = responseTimestamp.flatMap { abs($0.timeIntervalSince(fetchedAt)) < 86_400 ? $0 : nil }
        return RealtimeSnapshot(fetchedAt: fetchedAt, feedTimestamp: stamp, trains: order.compactMap { trains[$0] })
    }
}

extension FiveOneOneWire.Alerts {
    /// The alerts with their enums named, text trimmed and keyed by language (`zh-CN` → `zh`; none → `en`), an
    /// empty English description replaced by the header, and each stop and train named once.
    func snapshot(fetchedAt: Date) -> AlertsSnapshot {
        AlertsSnapshot(fetchedAt: fetchedAt, alerts: alerts.map(\.alert))
    }
}

extension FiveOneOneWire.Alert {
    var alert: ServiceAlert {
        let header = ServiceAlert.texts(body.header.map { ($0.language, $0.text) })
        var description = ServiceAlert.texts(body.description.map { ($0.language, $0.text) })
        if description["en"] == nil, let english = header["en"] { description["en"] = english }
        return ServiceAlert(
            id: id, header: header, description: description,
            cause: GTFSRealtimeNames.cause(body.cause), effect: GTFSRealtimeNames.effect(body.effect),
            severity: GTFSRealtimeNames.severity(body.severity),
            activePeriods: body.periods.map { AlertPeriod(startSeconds: $0.start, endSeconds: $0.end) },
            informed: body.informed.map { InformedEntity(routeID: $0.routeID, tripID: $0.tripID, stopID: $0.stopID) },
            url: body.url)
    }
}
