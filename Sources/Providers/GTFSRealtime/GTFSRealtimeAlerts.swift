import Foundation
import GTFS

extension GTFSRealtimeFeed {
    /// The feed's alerts: enums named, texts keyed by language (`en-US` → `en`), an empty English description
    /// replaced by the header, periods with open ends read as open (0, or Halifax's year 3000), and informed
    /// entities as given (a trip selector's route and direction too) (Halifax names a route and a stop in each, MBTA trips, BART only its agency).
    public func alerts(fetchedAt: Date) -> AlertsSnapshot {
        let alerts = entities.filter(\.hasAlert).map { entity in
            let alert = entity.alert
            let header = ServiceAlert.texts(alert.headerText.translation.map { ($0.hasLanguage ? $0.language : nil, $0.text) })
            var description = ServiceAlert.texts(
                alert.descriptionText.translation.map { ($0.hasLanguage ? $0.language : nil, $0.text) })
            if description["en"] == nil, let english = header["en"] { description["en"] = english }
            return ServiceAlert(
                id: entity.id, header: header, description: description,
                cause: GTFSRealtimeNames.cause(alert.hasCause ? alert.cause.rawValue : nil),
                effect: GTFSRealtimeNames.effect(alert.hasEffect ? alert.effect.rawValue : nil),
                severity: GTFSRealtimeNames.severity(alert.hasSeverityLevel ? alert.severityLevel.rawValue : nil),
                activePeriods: alert.activePeriod.map { period in
                    AlertPeriod(
                        startSeconds: period.hasStart ? Int(clamping: period.start) : nil,
                        endSeconds: period.hasEnd ? Int(clamping: period.end) : nil)
                },
                informed: alert.informedEntity.map(Self.informed),
                url: alert.url.translation.first { !$0.text.isEmpty }?.text)
        }
        return AlertsSnapshot(fetchedAt: fetchedAt, feedTimestamp: timestamp, alerts: alerts)
    }

    private static func informed(_ selector: TransitRealtime_EntitySelector) -> InformedEntity {
        InformedEntity(
            agencyID: selector.hasAgencyID && !selector.agencyID.isEmpty ? selector.agencyID : nil,
            routeID: selector.hasRouteID && !selector.routeID.isEmpty ? selector.routeID : selector.trip.givenRouteID,
            routeType: selector.hasRouteType ? Int(selector.routeType) : nil,
            directionID: selector.hasDirectionID
                ? Int(selector.directionID) : selector.trip.hasDirectionID ? Int(selector.trip.directionID) : nil,
            tripID: selector.hasTrip ? selector.trip.givenTripID : nil,
            stopID: selector.hasStopID && !selector.stopID.isEmpty ? selector.stopID : nil)
    }
}
