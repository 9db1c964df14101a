import Foundation
import NextStopCore
import Simulator
import Testing

@Suite struct StopTimesTests {
    let feed = ParsedFeed.standard

    var departures: [String] { feed["stop_times.txt"].column("departure_time") }

    @Test func everyTimeParsesAndArrivalEqualsDeparture() {
        let rows = feed["stop_times.txt"].rows
        #expect(rows.count == feed.feed.summary.stopTimes)
        #expect(rows.allSatisfy { seconds($0["departure_time"] ?? "") != nil })
        #expect(rows.allSatisfy { $0["arrival_time"] == $0["departure_time"] })
        #expect(rows.allSatisfy { $0["pickup_type"] == "0" && $0["drop_off_type"] == "0" })
    }

    @Test func trainsRunPastMidnightAndTwoSpecialsStartAt2430And2530() throws {
        let times = departures.compactMap(seconds)
        #expect(times.filter { $0 >= 24 * 3_600 }.count >= 100)
        #expect(try #require(times.max()) >= 26 * 3_600)
        #expect(times.min() == 4 * 3_600 + 37 * 60, "earliest 4:37:00")
        let starts = feed.stopTimesByTrip.values.compactMap { $0.first?["departure_time"] }
        #expect(starts.filter { $0 == "24:30:00" }.count == 1)
        #expect(starts.filter { $0 == "25:30:00" }.count == 1)
        #expect(starts.compactMap(seconds).filter { $0 >= 24 * 3_600 }.count == 2, "only the specials start after midnight")
    }

    @Test func aboutAQuarterOfTheRowsHaveAnUnpaddedHour() {
        let unpadded = departures.filter { $0.split(separator: ":").first?.count == 1 }
        let share = Double(unpadded.count) / Double(departures.count)
        #expect((0.18...0.35).contains(share), "\(share)")
        #expect(departures.contains("5:10:00"))
        #expect(!departures.contains { $0.hasPrefix("0") }, "no zero-padded hour")
    }

    @Test func eachTripCallsInSequenceAtPlatformsOfItsDirection() throws {
        let stops = feed["stops.txt"].rows
        let platformCode = Dictionary(uniqueKeysWithValues: stops.map { ($0["stop_id"] ?? "", $0["platform_code"] ?? "") })
        let trips = feed["trips.txt"].rows
        #expect(Set(trips.map { $0["trip_id"] ?? "" }) == Set(feed.stopTimesByTrip.keys))
        for trip in trips {
            let calls = try #require(feed.stopTimesByTrip[trip["trip_id"] ?? ""])
            #expect(calls.map { $0["stop_sequence"] ?? "" } == (1...calls.count).map(String.init))
            let times = calls.compactMap { seconds($0["departure_time"] ?? "") }
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "times rise along \(trip["trip_id"] ?? "")")
            let code = trip["direction_id"] == "0" ? "NB" : "SB"
            #expect(calls.allSatisfy { platformCode[$0["stop_id"] ?? ""] == code })
            #expect(trip["trip_short_name"] == trip["trip_id"], "at one period the trip id is the train number")
        }
    }

    @Test func trainNumbersAreOddNorthboundAndEvenSouthbound() {
        for trip in feed["trips.txt"].rows {
            let digits = trip["trip_short_name"]?.filter(\.isNumber) ?? ""
            let odd = (Int(digits) ?? 0) % 2 == 1
            #expect(odd == (trip["direction_id"] == "0"), "\(trip["trip_short_name"] ?? "")")
        }
    }

    /// The number of stops of every trip on `route`.
    func stopCounts(route: String) -> [Int] {
        feed["trips.txt"].rows.filter { $0["route_id"] == route }.map { feed.stopTimesByTrip[$0["trip_id"] ?? ""]?.count ?? 0 }
    }

    @Test func expressSkipsManyStationsAndLimitedSomeOfThoseLocalsServe() throws {
        let local = stopCounts(route: "Local Weekday")
        let limited = stopCounts(route: "Limited")
        let express = stopCounts(route: "Express")
        #expect(try #require(local.min()) >= 22)
        #expect(try #require(limited.max()) < 22 && limited.min() ?? 0 > 10)
        #expect(try #require(express.max()) <= 10 && !express.isEmpty)
        let routes = Set(feed["routes.txt"].column("route_id"))
        #expect(routes == ["Local Weekday", "Limited", "Express", "Local Weekend", "South County"])
        #expect(feed["routes.txt"].rows.allSatisfy { $0["route_type"] == "2" })
    }

    /// The service ids whose trips call at any of `stopIDs`.
    func services(callingAt stopIDs: Set<String>) -> [String: Int] {
        let tripService = Dictionary(
            uniqueKeysWithValues: feed["trips.txt"].rows.map { ($0["trip_id"] ?? "", $0["service_id"] ?? "") })
        var counts: [String: Int] = [:]
        for (trip, calls) in feed.stopTimesByTrip where calls.contains(where: { stopIDs.contains($0["stop_id"] ?? "") }) {
            counts[tripService[trip] ?? "", default: 0] += 1
        }
        return counts
    }

    @Test func southCountyRunsBetweenGilroyAndDiridonOnWeekdays() throws {
        let weekday = try #require(feed.calendarService(runningOn: "monday"))
        let southCounty = feed["trips.txt"].rows.filter { $0["route_id"] == "South County" }
        #expect(southCounty.count == 8)
        for trip in southCounty {
            #expect(trip["service_id"] == weekday)
            let calls = try #require(feed.stopTimesByTrip[trip["trip_id"] ?? ""])
            let ends = Set([calls.first?["stop_id"] ?? "", calls.last?["stop_id"] ?? ""])
            #expect(ends == ["70321", "70261"] || ends == ["70322", "70262"])
        }
        #expect(services(callingAt: ["70321", "70322"]) == [weekday: 8], "only South County reaches Gilroy")
    }

    @Test func specialStationsSeeOnlyTheirTrains() throws {
        let weekday = try #require(feed.calendarService(runningOn: "monday"))
        let weekend = try #require(feed.calendarService(runningOn: "saturday"))
        #expect(services(callingAt: ["70251", "70252"]) == [weekday: 4], "College Park: 4 weekday trips")
        let broadway = services(callingAt: ["70071", "70072"])
        #expect(broadway[weekday] == nil && (broadway[weekend] ?? 0) > 50, "Broadway: weekends")
        let stanford = services(callingAt: ["2537740", "2537744"])
        #expect(stanford.count == 1 && stanford.values.first == 4)
        #expect(!feed["calendar.txt"].column("service_id").contains(stanford.keys.first ?? ""), "Stanford: events only")
    }
}
