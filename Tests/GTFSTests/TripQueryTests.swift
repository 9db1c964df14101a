import Foundation
import GTFS
import Testing

@Suite struct TripQueryTests {
    @Test func stopTimesAreInSequenceOrderEvenWhenTheFileIsNot() throws {
        let feed = try SampleFeed.feed.load()
        let stops = try feed.stopTimes(ofTrip: "wk-back")
        #expect(stops.map(\.stopID) == ["C", "B", "101"])
        #expect(stops.map(\.stopSequence) == [10, 20, 30])
        #expect(
            stops.map(\.departure) == [
                ServiceTime(hours: 7, minutes: 0), ServiceTime(hours: 7, minutes: 10), ServiceTime(hours: 7, minutes: 20),
            ])
        #expect(stops.map(\.allowsBoarding) == [true, true, false])
        #expect(stops.map(\.allowsAlighting) == [false, true, true])
    }

    @Test func blankTimesAreInterpolatedAndMarked() throws {
        let feed = try SampleFeed.feed.load()
        let stops = try feed.stopTimes(ofTrip: "wk-0830")
        #expect(stops[1].stopID == "B")
        #expect(stops[1].arrival == ServiceTime(hours: 8, minutes: 40))
        #expect(stops[1].isTimeInterpolated)
        #expect(!stops[0].isTimeInterpolated)
    }

    @Test func tripsFromOneStopToAnotherAreJoinedByTrip() throws {
        let feed = try SampleFeed.feed.load()
        let legs = try feed.trips(from: ["central"], to: ["C"])
        #expect(legs.map(\.trip.id) == ["wk-0800", "wk-0830", "we-0900", "hol-1000", "wk-owl"])
        let express = try #require(legs.first { $0.trip.id == "hol-1000" })
        #expect(express.stopsBetween.isEmpty)
        let local = try #require(legs.first { $0.trip.id == "wk-0800" })
        #expect(local.stopsBetween.map(\.stopID) == ["B"])
        #expect(local.destination.arrival == ServiceTime(hours: 8, minutes: 20))
        // wk-back runs C → central: it is not a trip from central to C.
        #expect(!legs.contains { $0.trip.id == "wk-back" })
        #expect(try feed.trips(from: ["C"], to: ["central"]).map(\.trip.id) == ["wk-back"])
    }

    @Test func directTripsOnADateCarryArrivalFromTheSameTrip() throws {
        let feed = try SampleFeed.feed.load()
        let trips = try feed.directTrips(
            from: ["central"], to: ["C"], departingAtOrAfter: instant("2026-05-26T08:05:00-07:00"), limit: 2)
        #expect(trips.map(\.leg.trip.id) == ["wk-0830", "wk-owl"])
        #expect(trips[0].arrival == instant("2026-05-26T08:50:00-07:00"))
        #expect(trips[0].travelTime == 20 * 60)
        #expect(trips[1].departure == instant("2026-05-27T00:30:00-07:00"))
        #expect(trips[1].arrival == instant("2026-05-27T01:05:00-07:00"))
        #expect(trips[1].serviceDate == date("2026-05-26"))
    }

    @Test func stationLookupsAndTripCounts() throws {
        let feed = try SampleFeed.feed.load()
        #expect(feed.station(containing: "101")?.id == "central")
        #expect(feed.station(containing: "B")?.id == "B")
        #expect(feed.stop(id: "central")?.childIDs == ["101", "102", "central-lift"])
        #expect(feed.stop(id: "central-lift")?.locationType == .entrance)
        #expect(feed.stop(id: "C")?.locationType == .stopOrPlatform)
        #expect(feed.trip(id: "wk-owl")?.number == "199")
        #expect(feed.stopTimeCount == 17)
        #expect(feed.warningCount == 0)
        #expect(feed.tripIndex(id: "wk-owl") == 2)
        #expect(feed.route(id: "R2")?.displayName == "2X")
        #expect(throws: FeedQueryError.unknownTrip("nope")) { try feed.stopTimes(ofTrip: "nope") }
    }

    @Test func datedStopTimesOfAnOwlCrossMidnight() throws {
        let feed = try SampleFeed.feed.load()
        let owl = try #require(feed.tripIndex(id: "wk-owl"))
        let dated = feed.datedStopTimes(ofTripAt: owl, on: date("2026-05-26"))
        #expect(dated.map(\.stop.stopID) == ["101", "B", "C"])
        #expect(
            dated.map(\.departure) == [
                instant("2026-05-27T00:30:00-07:00"), instant("2026-05-27T00:40:00-07:00"), instant("2026-05-27T01:05:00-07:00"),
            ])
        #expect(
            feed.serviceDates(around: instant("2026-05-27T00:15:00-07:00")) == [
                date("2026-05-26"), date("2026-05-27"), date("2026-05-28"),
            ])
    }
}
