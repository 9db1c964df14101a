import Foundation
import GTFS
import Testing

/// The sample feed's board made live by trip updates as GTFS-Realtime specifies them: a stop's own prediction, a
/// delay carried from an earlier stop, cancelled instances, skipped stops, no data, and the instance's date. The
/// 08:00 train runs on back to its first stop, so that C is not its last.
@Suite struct LiveDeparturesTests {
    private static let morning = instant("2026-05-26T07:30:00-07:00")
    private let feed: GTFSFeed

    init() throws {
        feed = try SampleFeed.feed.with("stop_times.txt", SampleFeed.stopTimes + "\nwk-0800,08:30:00,08:30:00,101,4").load()
    }

    private func update(
        _ trip: String, _ stops: [TripUpdates.StopUpdate], relationship: TripUpdates.TripRelationship = .scheduled,
        on day: String? = "2026-05-26"
    ) -> TripUpdates {
        TripUpdates(
            timestamp: Self.morning,
            updates: [
                TripUpdates.Update(
                    tripID: trip, startDate: day.map(date), relationship: relationship, stops: stops, delay: nil)
            ])
    }

    private func stop(
        _ sequence: Int?, id: String? = nil, delay: Int? = nil, arrival: Date? = nil,
        _ relationship: TripUpdates.StopRelationship = .scheduled
    ) -> TripUpdates.StopUpdate {
        TripUpdates.StopUpdate(
            stopSequence: sequence, stopID: id, arrival: arrival.map { TripUpdates.Prediction(delay: nil, time: $0) },
            departure: delay.map { TripUpdates.Prediction(delay: $0, time: nil) }, relationship: relationship)
    }

    private func board(_ stop: String, _ realtime: TripUpdates, at time: Date = morning) throws -> [LiveDeparture] {
        try feed.liveDepartures(from: [stop], at: time, limit: 3, realtime: realtime)
    }

    @Test func aDelayAtAnEarlierStopIsCarriedToLaterStopsWithoutTheirOwn() throws {
        let live = try board("B", update("wk-0800", [stop(1, delay: 300)]))

        let first = try #require(live.first { $0.scheduled.tripID == "wk-0800" })
        #expect(first.delay == 300)
        #expect(first.expected == instant("2026-05-26T08:15:00-07:00"))
    }

    @Test func aStopsOwnTimeWinsAndItsDelayIsWorkedOutFromTheTimetable() throws {
        let live = try board(
            "B", update("wk-0800", [stop(1, delay: 300), stop(2, arrival: instant("2026-05-26T08:13:00-07:00"))]))

        #expect(live.first { $0.scheduled.tripID == "wk-0800" }?.delay == 180)
    }

    @Test func aStopNamedByIdAloneIsFoundOnTheTrip() throws {
        let live = try board("C", update("wk-0800", [stop(nil, id: "B", delay: -60)]))

        #expect(live.first { $0.scheduled.tripID == "wk-0800" }?.delay == -60)
    }

    @Test func aCancelledInstanceStaysOnTheBoardMarkedWithoutATime() throws {
        let live = try board("B", update("wk-0830", [], relationship: .canceled))

        let cancelled = try #require(live.first { $0.scheduled.tripID == "wk-0830" })
        #expect(cancelled.isCanceled && cancelled.expected == nil)
    }

    @Test func aSkippedStopIsMarkedAndTheDelayBeforeItReachesTheStopsAfter() throws {
        let realtime = update("wk-0800", [stop(1, delay: 120), stop(2, .skipped)])

        #expect(try board("B", realtime).first { $0.scheduled.tripID == "wk-0800" }?.isSkipped == true)
        #expect(try board("C", realtime).first { $0.scheduled.tripID == "wk-0800" }?.delay == 120)
    }

    @Test func noDataStopsTheDelayFromBeingCarried() throws {
        let live = try board("C", update("wk-0800", [stop(1, delay: 120), stop(2, .noData)]))

        let departure = try #require(live.first { $0.scheduled.tripID == "wk-0800" })
        #expect(departure.delay == nil && departure.expected == nil)
    }

    @Test func anUpdateForAnotherServiceDateChangesNothing() throws {
        let live = try board("B", update("wk-0800", [stop(1, delay: 300)], on: "2026-05-25"))

        #expect(live.first { $0.scheduled.tripID == "wk-0800" }?.delay == nil)
    }

    @Test func aTrainSoLateThatItIsStillToComeStaysOnTheBoard() throws {
        // Timetabled at B at 08:10, 20 minutes late: still ahead at 08:20.
        let live = try board("B", update("wk-0800", [stop(1, delay: 1_200)]), at: instant("2026-05-26T08:20:00-07:00"))

        #expect(live.first?.scheduled.tripID == "wk-0800")
        #expect(live.first?.expected == instant("2026-05-26T08:30:00-07:00"))
    }
}
