import Foundation
import GTFS
import NextStopCore

/// `GET /api/v1/caltrain/events`: the events near one station on one of the days events can be asked for, with those
/// days. This writer is the one definition of the shape.
public struct CaltrainEventsJSON: JSONWritable, Sendable {
    public let station: CaltrainStation
    public let date: ServiceDate
    /// The days events can be asked for, today first.
    public let days: [ServiceDate]
    /// What the live feed held.
    public let live: LiveState

    /// The answer for `station` on `date`, one of `days`.
    public init(station: CaltrainStation, date: ServiceDate, days: [ServiceDate], live: LiveState) {
        self.station = station
        self.date = date
        self.days = days
        self.live = live
    }

    public func write(to writer: inout JSONWriter) {
        let events = live.events[StationDay(stationID: station.id, date: date)]
        writer.object { object in
            object.member("date", date.description)
            object.member("days", days.map(\.description))
            NearbyEventsMembers(events: events, enabled: live.eventsEnabled, place: station.name).write(to: &object)
            object.member("station", CaltrainStationJSON(station))
        }
    }
}

/// The `events`, `events_note` and `events_status` members of an answer about one station and day, written together
/// in their sorted place: the events once known (possibly none), else why they are absent.
struct NearbyEventsMembers {
    /// The events fetched, or nil before the first fetch.
    let events: [NearbyEvent]?
    /// Whether events are configured (a Ticketmaster key).
    let enabled: Bool
    /// The station's name, for the note.
    let place: String

    func write(to object: inout JSONWriter) {
        let events = enabled ? events : nil
        object.member("events", ifPresent: events?.map(NearbyEventJSON.init))
        object.member("events_note", ifPresent: events == nil ? note : nil)
        object.member("events_status", !enabled ? "off" : events == nil ? "fetching" : "known")
    }

    private var note: String {
        enabled
            ? "Events near \(place) are not known yet: they are being fetched."
            : "Events are off: no Ticketmaster key is configured."
    }
}

/// One event near a station.
struct NearbyEventJSON: JSONWritable {
    let event: NearbyEvent

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("id", event.id)
            object.member("name", event.name)
            object.member("starts", event.startsLocal)
            object.member("url", ifPresent: event.url)
            object.member("venue", ifPresent: event.venue)
        }
    }
}
