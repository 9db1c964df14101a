import Foundation
import GTFS

/// A train of the board with what real-time and alerts add to it.
public struct LiveTrain: Sendable, Hashable {
    /// The train from the timetable.
    public var train: CaltrainTrain
    /// Its real-time, when the feed reports it.
    public var live: TrainLiveStatus?
    /// The alerts in force that touch this train or the rider's stations.
    public var alertIDs: [String]

    /// When it is at the origin now: the expected time when known, else the timetable's.
    public var atOrigin: Date {
        live.map {
            $0.expectedDeparture ?? $0.expectedArrival.addingTimeInterval(-train.arrivesAt.timeIntervalSince(train.atOrigin))
        }
            ?? train.atOrigin
    }
}

extension CaltrainTimetable {
    /// How far back the timetable is read for trains so late that they still lie ahead.
    static let latenessLookback: TimeInterval = 90 * 60
    /// More than the trains between two stations in that time (Caltrain runs at most about eight an hour each way).
    static let trainsInLookback = 24

    /// The next `limit` trains from `origin` to `destination` as they run now: trains are matched to real-time by
    /// number and service date, ordered by their expected time at the origin, and kept while they leave within the
    /// current minute (a late train is kept long after its timetabled time). Cancelled trains stay, marked.
    public func liveTrains(
        from origin: CaltrainStation, to destination: CaltrainStation, at instant: Date, limit: Int = 10,
        includeSkipping: Bool = false, realtime: RealtimeIndex?, alerts: [ServiceAlert]
    ) -> [LiveTrain] {
        guard let realtime else {
            return trains(from: origin, to: destination, at: instant, limit: limit, includeSkipping: includeSkipping)
                .map {
                    LiveTrain(
                        train: $0, live: nil, alertIDs: alertIDs(for: $0, from: origin, to: destination, in: alerts, at: instant))
                }
        }
        let candidates = trains(
            from: origin, to: destination, at: instant.addingTimeInterval(-Self.latenessLookback),
            limit: limit + Self.trainsInLookback,
            includeSkipping: includeSkipping)
        let thisMinute = instant.addingTimeInterval(-59)
        let live = candidates.map { train in
            LiveTrain(
                train: train, live: liveStatus(of: train, in: realtime),
                alertIDs: alertIDs(for: train, from: origin, to: destination, in: alerts, at: instant))
        }
        return live.filter { $0.atOrigin >= thisMinute }
            .sorted { ($0.atOrigin, $0.train.number) < ($1.atOrigin, $1.train.number) }
            .prefix(limit).map { $0 }
    }
}
