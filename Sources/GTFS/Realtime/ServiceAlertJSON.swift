import Foundation
import NextStopCore

/// An alert of any agency as answers show it, in one language, its times written by `format`: what it says, when
/// it is in force and the routes, trips and stops it names.
public struct ServiceAlertJSON: JSONWritable {
    let alert: ServiceAlert
    let language: String
    let format: (Date) -> String

    public init(_ alert: ServiceAlert, language: String, format: @escaping (Date) -> String) {
        self.alert = alert
        self.language = language
        self.format = format
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("active_periods", alert.activePeriods.map { PeriodJSON(period: $0, format: format) })
            object.member("cause", alert.cause)
            object.member("description", alert.description(in: language))
            object.member("effect", alert.effect)
            object.member("header", alert.header(in: language))
            object.member("id", alert.id)
            object.member("route_ids", Array(Set(alert.informed.compactMap(\.routeID))).sorted())
            object.member("severity", alert.severity)
            object.member("stop_ids", alert.stopIDs)
            object.member("trip_ids", alert.tripIDs)
            object.member("url", ifPresent: alert.url)
        }
    }

    /// A period an alert is in force; either end `null` when open.
    public struct PeriodJSON: JSONWritable {
        let period: AlertPeriod
        let format: (Date) -> String

        public init(period: AlertPeriod, format: @escaping (Date) -> String) {
            self.period = period
            self.format = format
        }

        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("end", orNull: period.end.map(format))
                object.member("start", orNull: period.start.map(format))
            }
        }
    }
}
