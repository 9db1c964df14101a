import Foundation
import GTFS

/// Whether real-time is behind a board, and how fresh it is.
public enum RealtimeStatus: Sendable, Hashable {
    /// No 511 key is configured: the timetable alone.
    case off
    /// Real-time has not been fetched (yet, or since failures); `reason` says why.
    case missing(reason: String)
    /// Real-time `ageSeconds` old, at most the stale limit.
    case live(ageSeconds: Int)
    /// Real-time older than the stale limit.
    case stale(ageSeconds: Int)

    /// `off`, `missing`, `live` or `stale`.
    public var name: String {
        switch self {
        case .off: "off"
        case .missing: "missing"
        case .live: "live"
        case .stale: "stale"
        }
    }

    /// The age of the data behind the board, when there is some.
    public var ageSeconds: Int? {
        switch self {
        case .live(let age), .stale(let age): age
        case .off, .missing: nil
        }
    }

    /// One line for riders: why the board is timetable-only, or how old its real-time is when stale.
    public var note: String? {
        switch self {
        case .off: "Timetable only: no 511 key is configured on this server."
        case .missing(let reason): "Timetable only: real-time is not available (\(reason))."
        case .live: nil
        case .stale(let age): "Real-time is \(age / 60) min old."
        }
    }
}

/// What the live feed holds at one moment, for every rider's answer.
public struct LiveState: Sendable {
    /// Real-time's standing.
    public var status: RealtimeStatus
    /// The real-time, indexed for joining; nil without any.
    public var realtime: RealtimeIndex?
    /// The last alerts fetched; nil before the first.
    public var alerts: AlertsSnapshot?
    /// The latest weather by station id.
    public var weather: [String: StationWeather]
    /// Events by station and day, for those asked about once fetched; one not yet fetched (or whose fetches all
    /// failed) is absent, which is not "no events".
    public var events: [StationDay: [NearbyEvent]]
    /// Whether events are configured (a Ticketmaster key).
    public var eventsEnabled: Bool
    /// The days whose events can be asked for at this moment, today first; none without a timetable or events.
    public var eventDays: [ServiceDate]

    /// A state with nothing fetched.
    public static func empty(status: RealtimeStatus, eventsEnabled: Bool) -> LiveState {
        LiveState(
            status: status, realtime: nil, alerts: nil, weather: [:], events: [:], eventsEnabled: eventsEnabled,
            eventDays: [])
    }

    /// Today's events near `stationID`, once fetched.
    public func eventsToday(near stationID: String) -> [NearbyEvent]? {
        eventDays.first.flatMap { events[StationDay(stationID: stationID, date: $0)] }
    }
}
