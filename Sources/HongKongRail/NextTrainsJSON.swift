import Foundation
import NextStopCore

/// The next trains at a station of a line, each way, soonest first, with the station and line names, each train's
/// destination named, and when MTR gave them (`stale` when MTR did not answer since): `nextstop hk mtr --json` and
/// the server's `/api/v1/hk/mtr/lines/{line}/stations/{station}/trains`.
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

    let board: NextTrainsBoard
    let age: Int
    let up: [TrainJSON]
    let down: [TrainJSON]

    /// The answer as of `now`, destinations named from `map`.
    public init(_ board: NextTrainsBoard, map: MTRLineMap, now: Date) {
        self.board = board
        age = Int(max(0, now.timeIntervalSince(board.fetchedAt)))
        let (trains, line, station) = (board.trains, board.line, board.station)
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
            object.member("age_s", age)
            object.member("delayed", board.trains.isDelayed)
            object.member("down", down)
            object.member("fetched_at", board.fetchedAt)
            object.member("line", board.line.code)
            object.member("line_name", board.line.name)
            object.member("notice", ifPresent: board.trains.notice)
            object.member("stale", board.isStale)
            object.member("station", board.station.code)
            object.member("station_name", board.station.name)
            object.member("up", up)
            object.member("updated_at", ifPresent: board.trains.updatedAt)
        }
    }
}
