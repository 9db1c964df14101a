import Foundation
import GTFS
import NextStopCore

/// `nextstop caltrain trains --json` and `GET /api/v1/caltrain/trains`: the trains from one station to another with
/// their real-time, the alerts that touch them, and the destination's weather and events. Every time is ISO 8601
/// with Pacific time's offset. This writer is the one definition of the shape.
public struct CaltrainTrainsJSON: JSONWritable, Sendable {
    /// Where from.
    public let origin: CaltrainStation
    /// Where to.
    public let destination: CaltrainStation
    /// The instant asked about.
    public let at: Date
    /// The trains, soonest first.
    public let trains: [LiveTrain]
    /// What real-time, alerts, weather and events were known.
    public let live: LiveState
    /// The alerts' language: `en`, `es`, `zh` or `vi`.
    public let language: String
    /// The timetable the trains are from.
    public let timetable: CaltrainTimetable

    /// The answer for `trains` from `origin` to `destination` asked at `instant`, with `live`'s extras and the alerts
    /// in `language`.
    public init(
        from origin: CaltrainStation, to destination: CaltrainStation, at instant: Date, trains: [LiveTrain],
        timetable: CaltrainTimetable, live: LiveState, language: String = "en"
    ) {
        self.origin = origin
        self.destination = destination
        at = instant
        self.trains = trains
        self.timetable = timetable
        self.live = live
        self.language = language
    }

    /// The alerts some train of the answer is flagged with, in feed order.
    public var alerts: [ServiceAlert] {
        let flagged = Set(trains.flatMap(\.alertIDs))
        return live.alerts?.alerts.filter { flagged.contains($0.id) } ?? []
    }

    /// The destination's weather, when known.
    public var weather: StationWeather? { live.weather[destination.id] }

    public func write(to writer: inout JSONWriter) {
        let format = TimeText(timeZone: timetable.feed.timeZone)
        writer.object { object in
            object.member(
                "alerts", alerts.map { CaltrainAlertJSON(alert: $0, language: language, timetable: timetable, format: format) })
            object.member("at", format(at))
            NearbyEventsMembers(
                events: live.eventsToday(near: destination.id), enabled: live.eventsEnabled, place: destination.name
            )
            .write(to: &object)
            object.member("feed_version", ifPresent: timetable.feedVersion)
            object.member("feed_warning", ifPresent: timetable.feed.expiryWarning(at: at)?.description)
            object.member("from", CaltrainStationJSON(origin))
            object.member("realtime_note", ifPresent: live.status.note)
            object.member("realtime_status", live.status.name)
            object.member("to", CaltrainStationJSON(destination))
            object.member("trains", trains.map { TrainJSON(train: $0, status: live.status, format: format) })
            object.member("weather", orNull: weather.map(WeatherJSON.init))
        }
    }

    struct TrainJSON: JSONWritable {
        let train: LiveTrain
        let status: RealtimeStatus
        let format: TimeText

        func write(to writer: inout JSONWriter) {
            let scheduled = train.train
            writer.object { object in
                object.member("alerts", train.alertIDs)
                object.member("arrives_at", format(scheduled.arrivesAt))
                object.member("at_origin", format(scheduled.atOrigin))
                object.member("departs_at", ifPresent: scheduled.departsAt.map(format.callAsFunction))
                object.member("direction", scheduled.direction.rawValue)
                object.member("from_stop_id", ifPresent: scheduled.fromStopID)
                object.member("headsign", ifPresent: scheduled.headsign)
                object.member("minutes", scheduled.minutes)
                object.member("realtime", orNull: train.live.map { RealtimeJSON(live: $0, status: status, format: format) })
                object.member("service", scheduled.service.description)
                object.member("service_date", scheduled.serviceDate.description)
                object.member("skipped_stops", scheduled.skippedStations)
                object.member("stops_at_origin", scheduled.stopsAtOrigin)
                object.member("to_stop_id", scheduled.toStopID)
                object.member("train", scheduled.number)
            }
        }
    }

    struct RealtimeJSON: JSONWritable {
        let live: TrainLiveStatus
        let status: RealtimeStatus
        let format: TimeText

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("age_s", status.ageSeconds ?? 0)
                object.member("cancelled", live.cancelled)
                object.member("delay_s", live.delaySeconds)
                object.member("expected_arrival", format(live.expectedArrival))
                object.member("expected_departure", orNull: live.expectedDeparture.map(format.callAsFunction))
                object.member("stale", status.name == "stale")
            }
        }
    }

    struct WeatherJSON: JSONWritable {
        let weather: StationWeather

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", weather.code)
                object.member("icon", weather.icon)
                object.member("local_time", weather.localTime)
                object.member("station_id", weather.stationID)
                object.member("summary", weather.summary)
                object.member("temperature_c", weather.temperatureC)
                object.member("temperature_f", weather.temperatureF)
            }
        }
    }
}
