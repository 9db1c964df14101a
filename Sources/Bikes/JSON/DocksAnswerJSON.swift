import Foundation
import NextStopCore

/// `bikes near` and `GET /api/v1/bikes/near` (and name search): docks, with when they were fetched, whether the
/// counts are stale and whether TfL's feed is frozen.
public struct DocksAnswerJSON: JSONWritable, Sendable {
    public var docks: [DockJSON]
    public var status: DockFeedStatus

    public init(docks: [DockJSON], status: DockFeedStatus) {
        self.docks = docks
        self.status = status
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("docks", docks)
            object.writeFeedStatus(status)
        }
    }
}

/// `bikes dock ID` and `GET /api/v1/bikes/docks/{id}`: one dock, with the feed's state.
public struct DockAnswerJSON: JSONWritable, Sendable {
    public var dock: DockJSON
    public var status: DockFeedStatus

    public init(dock: DockJSON, status: DockFeedStatus) {
        self.dock = dock
        self.status = status
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("dock", dock)
            object.writeFeedStatus(status)
        }
    }
}

extension JSONWriter {
    /// The members every bikes answer ends with, in key order: `feed_frozen`, `fetched_at`, `stale`,
    /// `system_alerts`.
    mutating func writeFeedStatus(_ status: DockFeedStatus) {
        member("feed_frozen", status.frozen)
        member("fetched_at", status.fetchedAt)
        member("stale", status.stale)
        member("system_alerts", status.alerts.map(SystemAlertJSON.init))
    }
}

/// A system alert in force: `{"id", "summary", "description", "station_ids", "ends_at"}`.
struct SystemAlertJSON: JSONWritable {
    let alert: BikeSystemAlert

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("description", orNull: alert.description)
            object.member("ends_at", orNull: alert.endsAt)
            object.member("id", alert.id)
            object.member("station_ids", alert.stationIDs)
            object.member("summary", alert.summary)
        }
    }
}
