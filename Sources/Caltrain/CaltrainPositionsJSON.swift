import Foundation
import NextStopCore

/// `GET /api/v1/caltrain/positions`: every train running at an instant, placed along the line from the timetable and
/// the real-time already polled, with how fresh that real-time is. This writer is the one definition of the shape.
public struct CaltrainPositionsJSON: JSONWritable, Sendable {
    public let at: Date
    public let trains: [RunningTrain]
    public let status: RealtimeStatus
    public let timeZone: TimeZone

    public init(at instant: Date, trains: [RunningTrain], status: RealtimeStatus, timeZone: TimeZone) {
        at = instant
        self.trains = trains
        self.status = status
        self.timeZone = timeZone
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("at", TimeText(timeZone: timeZone)(at))
            object.member("realtime_note", ifPresent: status.note)
            object.member("realtime_status", status.name)
            object.member("trains", trains.map(TrainJSON.init))
        }
    }

    private struct TrainJSON: JSONWritable {
        let train: RunningTrain

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("delay_s", orNull: train.delaySeconds)
                object.member("direction", train.direction.rawValue)
                object.member("lat", train.latitude)
                object.member("lon", train.longitude)
                object.member("next_station", orNull: train.nextStation.map(CaltrainStationJSON.init))
                object.member("number", train.number)
                object.member("previous_station", CaltrainStationJSON(train.previousStation))
            }
        }
    }
}
