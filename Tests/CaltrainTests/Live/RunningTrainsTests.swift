import Caltrain
import Foundation
import GTFS
import Testing

/// Trains placed along the line from the timetable and the real-time already polled.
@Suite struct RunningTrainsTests {
    let timetable: CaltrainTimetable
    let mountainView = (latitude: 37.3945, longitude: -122.0760)
    let paloAlto = (latitude: 37.4434, longitude: -122.1650)
    let menloPark = (latitude: 37.4545, longitude: -122.1823)

    init() throws {
        timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
    }

    private func train(_ number: String, at text: String, _ live: [TrainRealtime] = []) -> RunningTrain? {
        let realtime = live.isEmpty ? nil : timetable.index(RealtimeSnapshot(fetchedAt: instant(text), trains: live))
        return timetable.runningTrains(at: instant(text), realtime: realtime).first { $0.number == number }
    }

    private func expectBetween(
        _ train: RunningTrain?, _ from: (latitude: Double, longitude: Double), _ to: (latitude: Double, longitude: Double),
        share: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs((train?.latitude ?? 0) - (from.latitude + (to.latitude - from.latitude) * share)) < 1e-9,
            sourceLocation: sourceLocation)
        #expect(
            abs((train?.longitude ?? 0) - (from.longitude + (to.longitude - from.longitude) * share)) < 1e-9,
            sourceLocation: sourceLocation)
    }

    @Test func withoutRealTimeATrainIsWhereItsTimetableSaysBetweenTwoStations() {
        // 210 leaves Mountain View 08:00 and reaches Palo Alto 08:09: half way at 08:04:30.
        let running = train("210", at: "2026-06-01T08:04:30-07:00")
        expectBetween(running, mountainView, paloAlto, share: 0.5)
        #expect(running?.previousStation.name == "Mountain View" && running?.nextStation?.name == "Palo Alto")
        #expect(running?.direction == .north && running?.delaySeconds == nil)
    }

    @Test func aTrainNotYetLeftOrAlreadyArrivedIsNotRunning() {
        #expect(train("210", at: "2026-06-01T07:59:00-07:00") == nil)
        #expect(train("210", at: "2026-06-01T09:06:00-07:00") == nil)
        // nor on a day its service does not run (a Sunday)
        #expect(train("210", at: "2026-06-07T08:04:30-07:00") == nil)
    }

    @Test func aDelayIsAppliedAndCarriedToLaterStopsWithoutTheirOwn() {
        // Two minutes late out of Mountain View; nothing said of Palo Alto, so two minutes late there too.
        let late = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [StopEstimate(stopID: "70211", expectedArrival: nil, expectedDeparture: instant("2026-06-01T08:02:00-07:00"))])
        let running = train("210", at: "2026-06-01T08:06:30-07:00", [late])
        expectBetween(running, mountainView, paloAlto, share: 0.5)
        #expect(running?.delaySeconds == 120)
    }

    @Test func aStopTheFeedSaysIsSkippedIsPassedAndACancelledTrainIsNotRunning() {
        let skipping = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [StopEstimate(stopID: "70171", expectedArrival: nil, expectedDeparture: nil, skipped: true)])
        // Mountain View 08:00 to Menlo Park 08:13 without the Palo Alto stop: half way at 08:06:30.
        let running = train("210", at: "2026-06-01T08:06:30-07:00", [skipping])
        expectBetween(running, mountainView, menloPark, share: 0.5)
        #expect(running?.nextStation?.name == "Menlo Park")

        let cancelled = TrainRealtime(number: "210", serviceDate: date("2026-06-01"), cancelled: true, stops: [])
        #expect(train("210", at: "2026-06-01T08:04:30-07:00", [cancelled]) == nil)
    }

    @Test func aTrainStandsAtAStationBetweenItsArrivalAndDeparture() {
        let held = TrainRealtime(
            number: "210", serviceDate: date("2026-06-01"),
            stops: [
                StopEstimate(
                    stopID: "70171", expectedArrival: instant("2026-06-01T08:09:00-07:00"),
                    expectedDeparture: instant("2026-06-01T08:12:00-07:00"))
            ])
        let running = train("210", at: "2026-06-01T08:10:00-07:00", [held])
        expectBetween(running, paloAlto, paloAlto, share: 0)
        #expect(running?.previousStation.name == "Palo Alto" && running?.nextStation == nil)
    }

    @Test func yesterdaysTrainPastMidnightIsRunning() {
        // 198 runs on Monday's service: Mountain View 25:05, Palo Alto 25:12, so at Tuesday 01:08 three sevenths on.
        expectBetween(train("198", at: "2026-06-02T01:08:00-07:00"), mountainView, paloAlto, share: 3.0 / 7)
    }
}
