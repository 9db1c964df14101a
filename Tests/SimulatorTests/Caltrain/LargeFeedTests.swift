import Foundation
import NextStopCore
import Simulator
import Testing

@Suite struct LargeFeedTests {
    @Test(arguments: [2_000, 20_000, 60_000])
    func theStopTimesCountLandsWithinTenPercentOfTheTarget(target: Int) throws {
        let feed = try ParsedFeed.make(seed: 5, CaltrainFeedConfiguration(targetStopTimes: target))
        let rows = feed["stop_times.txt"].rows.count
        #expect(abs(rows - target) <= target / 10, "\(rows) rows for \(target)")
        #expect(rows == feed.feed.summary.stopTimes)
    }

    @Test func aLargeFeedKeepsTheShape() throws {
        let large = try ParsedFeed.make(seed: 9, CaltrainFeedConfiguration(targetStopTimes: 400_000))
        let rows = large["stop_times.txt"].rows
        #expect(abs(rows.count - 400_000) <= 40_000, "\(rows.count)")
        #expect(large.feed.summary.periods > 1, "more services, not only more trains")
        #expect(large["calendar.txt"].rows.count == 2 * large.feed.summary.periods)
        let tripIDs = large["trips.txt"].column("trip_id")
        #expect(Set(tripIDs).count == tripIDs.count, "trip ids stay unique across periods")
        let starts = large.stopTimesByTrip.values.compactMap { $0.first?["departure_time"] }
        #expect(starts.contains("24:30:00") && starts.contains("25:30:00"))
        let unpadded = rows.filter { $0["departure_time"]?.split(separator: ":").first?.count == 1 }
        let share = Double(unpadded.count) / Double(rows.count)
        #expect((0.18...0.35).contains(share), "\(share)")
        #expect(large["stops.txt"].rows.filter { $0["location_type"] == "1" }.count == 31)
        let removed = large["calendar_dates.txt"].rows.filter { $0["exception_type"] == "2" }
        #expect(removed.count == 9, "each holiday removes the weekday service of its own period")
    }

    @Test func theTargetScalesTripsRatherThanStations() throws {
        var generator = SeededGenerator(seed: 4)
        let small = try CaltrainFeedGenerator().generate(using: &generator).summary
        let double = try CaltrainFeedGenerator(configuration: .init(targetStopTimes: 2 * small.stopTimes)).generate(
            using: &generator)
        #expect(double.summary.stations == small.stations)
        #expect(Double(double.summary.trips) / Double(small.trips) > 1.8)
        #expect(double.files["stops.txt"]?.count ?? 0 > 0)
    }
}
