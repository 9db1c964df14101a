import Foundation
import NextStopCore

/// `nextstop hk mtr --json`: the next trains at a station of a line, each way, soonest first, with the station and
/// line names and each train's destination named.
public struct NextTrainsJSON: Sendable, Hashable, JSONWritable {
    public struct TrainJSON: Sendable, Hashable, JSONWritable {
        let train: NextTrain
        let destination: LocalizedText
        let minutes: Int

        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("destination", train.destination)
                object.member("destination_name", destination)
                object.member("minutes", minutes)
                object.member("platform", train.platform)
                object.member("time", train.time)
                object.member("time_kind", ifPresent: train.timeKind?.rawValue)
                object.member("via_racecourse", train.viaRacecourse)
            }
        }
    }

    let trains: NextTrains
    let line: MTRLine
    let station: MTRStation
    let up: [TrainJSON]
    let down: [TrainJSON]

    /// The answer as of `now`, destinations named from `map`.
    public init(_ trains: NextTrains, line: MTRLine, station: MTRStation, map: MTRLineMap, now: Date) {
        self.trains = trains
        self.line = line
        self.station = station
        let rows = { (bound: MTRBound) in
            (trains.trains[bound] ?? []).map { train in
                TrainJSON(
                    train: train,
                    destination: map.destinationName(train.destination, line: line, from: station),
                    minutes: train.minutes(at: now))
            }
        }
        up = rows(.up)
        down = rows(.down)
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("delayed", trains.isDelayed)
            object.member("down", down)
            object.member("line", line.code)
            object.member("line_name", line.name)
            object.member("notice", ifPresent: trains.notice)
            object.member("station", station.code)
            object.member("station_name", station.name)
            object.member("up", up)
            object.member("updated_at", ifPresent: trains.updatedAt)
        }
    }
}
