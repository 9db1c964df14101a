import Foundation
import NextStopCore

/// `bikes favourites` and `GET /api/v1/bikes/favourites`: the owner's docks in the order asked for, the shortage
/// alerts that began since the owner last looked, and the feed's state.
public struct FavouriteDocksJSON: JSONWritable, Sendable {
    public var favourites: [FavouriteDock]
    public var alerts: [ShortageAlert]
    public var order: FavouriteOrder
    public var status: DockFeedStatus

    public init(favourites: [FavouriteDock], alerts: [ShortageAlert], order: FavouriteOrder, status: DockFeedStatus) {
        self.favourites = favourites
        self.alerts = alerts
        self.order = order
        self.status = status
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("alerts", alerts.map(AlertJSON.init))
            object.member("favourites", favourites.map(FavouriteJSON.init))
            object.member("feed_frozen", status.frozen)
            object.member("fetched_at", status.fetchedAt)
            object.member("order", order.rawValue)
            object.member("stale", status.stale)
            object.member("system_alerts", status.alerts.map(SystemAlertJSON.init))
        }
    }

    /// A favourite: the level each kind alerts at (`null`: not watched), its dock (`null` when TfL no longer lists
    /// it), ids and label.
    private struct FavouriteJSON: JSONWritable {
        let favourite: FavouriteDock

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("alert_at", ThresholdsJSON(thresholds: favourite.thresholds))
                object.member("dock", orNull: favourite.dock.map { DockJSON($0, metres: favourite.metres) })
                object.member("dock_id", favourite.dockID)
                object.member("favourite_id", Int(favourite.favouriteID.rawValue))
                object.member("label", orNull: favourite.label)
            }
        }
    }

    /// A shortage: the dock, what it lacks and the nearest docks that have it.
    private struct AlertJSON: JSONWritable {
        let alert: ShortageAlert

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("alternatives", alert.alternatives.map(DockJSON.init))
                object.member("dock", DockJSON(alert.dock))
                object.member("missing", alert.missing.rawValue)
                object.member("threshold", alert.threshold)
            }
        }
    }

    /// `{"bikes":0,"ebikes":null,"spaces":3}`: the count each kind alerts at, `null` for a kind not watched.
    private struct ThresholdsJSON: JSONWritable {
        let thresholds: ShortageThresholds

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("bikes", orNull: thresholds[.bikes])
                object.member("ebikes", orNull: thresholds[.eBikes])
                object.member("spaces", orNull: thresholds[.spaces])
            }
        }
    }
}
