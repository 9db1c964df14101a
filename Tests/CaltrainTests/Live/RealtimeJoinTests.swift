import Caltrain
import Foundation
import GTFS
import Testing

@Suite struct RealtimeJoinTests {
    let timetable: CaltrainTimetable
    let mountainView: CaltrainStation
    let sanFrancisco: CaltrainStation

    init() throws {
        timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        mountainView = try timetable.station(named: "mountain view")
        sanFrancisco = try timetable.station(named: "sf")
    }

    private func board(at text: String, _ trains: [TrainRealtime], limit: Int = 3) -> [LiveTrain] {
        let snapshot = RealtimeSnapshot(fetchedAt: instant(text), trains: trains)
        return timetable.liveTrains(
            from: mountainView, to: sanFrancisco, at: instant(text), limit: limit, realtime: timetable.index(snapshot),
            alerts: [])
    }

    @Test func aDelayedTrainKeepsItsOwnNumberWhenItsTimeMatchesAnotherTrain() {
        // 210 is a minute late at Mountain View: exactly 312's timetabled 08:01.
        let late210 = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-01T08:01:00-07:00"))])
        let trains = board(at: "2026-06-01T07:55:00-07:00", [late210])
        #expect(trains.map(\.train.number) == ["210", "312", "198"])
        #expect(trains[0].live?.expectedDeparture == instant("2026-06-01T08:01:00-07:00"))
        #expect(trains[0].live?.delaySeconds == 60)
        // Nothing is known of 312: it keeps its timetable and no real-time.
        #expect(trains[1].live == nil)
    }

    @Test func destinationArrivalCarriesTheLatestDelayForward() {
        let late210 = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [
                StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-01T08:02:00-07:00")),
                StopEstimate(stopID: "70061", expectedArrival: instant("2026-06-01T08:47:00-07:00"), expectedDeparture: nil),
            ])
        let trains = board(at: "2026-06-01T07:55:00-07:00", [late210])
        // Two minutes late, 210 now leaves after 312.
        #expect(trains.map(\.train.number) == ["312", "210", "198"])
        let live = trains[1].live
        #expect(live?.delaySeconds == 120)
        // Seven minutes late at Millbrae, so seven minutes late into San Francisco (09:05 timetabled).
        #expect(live?.expectedArrival == instant("2026-06-01T09:12:00-07:00"))
    }

    @Test func aLateTrainStaysOnTheBoardAfterItsTimetabledDeparture() {
        let late210 = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [StopEstimate(stopID: "70211", expectedArrival: instant("2026-06-01T08:20:00-07:00"), expectedDeparture: nil)])
        let trains = board(at: "2026-06-01T08:10:00-07:00", [late210])
        #expect(trains.first?.train.number == "210")
        #expect(trains.first?.atOrigin == instant("2026-06-01T08:20:00-07:00"))
    }

    @Test func aTrainLeavingThisMinuteIsShownNotDropped() {
        let onTime = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-01T08:00:00-07:00"))])
        let trains = board(at: "2026-06-01T08:00:40-07:00", [onTime])
        #expect(trains.first?.train.number == "210")
        #expect(trains.first?.live?.delaySeconds == 0)
    }

    @Test func aCancelledTrainIsShownAsCancelled() {
        let cancelled = TrainRealtime(number: "312", serviceDate: date("2026-06-01"), cancelled: true, stops: [])
        let trains = board(at: "2026-06-01T07:55:00-07:00", [cancelled])
        #expect(trains.map(\.train.number) == ["210", "312", "198"])
        #expect(trains[1].live?.cancelled == true)
    }

    @Test func aTripPastMidnightJoinsOnYesterdaysServiceDateWhenTheFeedGivesNone() {
        // 198 runs on Monday's service, leaving Mountain View at 25:05 = Tuesday 01:05; the feed has no start_date.
        let late198 = TrainRealtime(
            number: "198", serviceDate: nil,
            stops: [StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-02T01:10:00-07:00"))])
        let trains = board(at: "2026-06-02T00:30:00-07:00", [late198], limit: 1)
        #expect(trains.first?.train.number == "198")
        #expect(trains.first?.train.serviceDate == date("2026-06-01"))
        #expect(trains.first?.live?.delaySeconds == 300)
        #expect(trains.first?.live?.expectedArrival == instant("2026-06-02T02:00:00-07:00"))
    }

    @Test func realtimeOnAnotherServiceDateIsNotJoined() {
        let otherDay = TrainRealtime(
            number: "210", serviceDate: date("2026-06-02"),
            stops: [StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-02T08:09:00-07:00"))])
        #expect(board(at: "2026-06-01T07:55:00-07:00", [otherDay])[0].live == nil)
    }
}
