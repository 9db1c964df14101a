import Foundation
import HummingbirdTesting
import NextStopCore
import Testing

@testable import Providers

/// `/api/v1/transit/…` over the simulated Peninsula Bus: live boards, trips with their vehicles, alerts, and clear
/// errors that change nothing.
struct TransitControllerTests {
    @Test func theAgenciesAreListedWithWhetherTheirTimetableHasLoaded() async throws {
        try await TransitHarness().test { client in
            let agencies = try #require(try jsonObject(try await client.get("/api/v1/transit"))["agencies"] as? [[String: Any]])
            #expect(agencies.map { $0["id"] as? String } == ["peninsula-bus", "not-loaded"])
            #expect(agencies.map { $0["name"] as? String } == ["Peninsula Bus", "not-loaded"])
            #expect(agencies.map { $0["ready"] as? Bool } == [true, false])
        }
    }

    @Test func stopsAreFoundByName() async throws {
        try await TransitHarness().test { client in
            let found = try jsonObject(try await client.get("/api/v1/transit/peninsula-bus/stops?q=foster%20city"))
            let stops = try #require(found["stops"] as? [[String: Any]])
            #expect(stops.compactMap { $0["name"] as? String } == ["Foster City Blvd"])
        }
    }

    @Test func stopsAreFoundNearAPositionWithin1KmElse3Km() async throws {
        // A point the nearest stop is 1.1 to 3 km from, found by walking north of the hub.
        let stops = TransitHarness.timetable.stops.compactMap { stop in
            stop.latitude.flatMap { latitude in stop.longitude.map { Coordinate(latitude: latitude, longitude: $0) } }
        }
        func nearest(_ point: Coordinate) -> Double { stops.map(point.distance(to:)).min() ?? .infinity }
        var walked = Coordinate(latitude: 37.5372, longitude: -122.2975)
        while nearest(walked) < 1_100 { walked.latitude += 0.001 }
        let outside = walked
        let outsideNearest = Int(nearest(outside).rounded())
        try #require(outsideNearest < 3_000)

        try await TransitHarness().test { client in
            func search(_ near: String) async throws -> (stops: [[String: Any]], radius: Int?) {
                let found = try jsonObject(try await client.get("/api/v1/transit/peninsula-bus/stops?near=\(near)"))
                return (try #require(found["stops"] as? [[String: Any]]), found["radius_m"] as? Int)
            }
            let atHub = try await search("37.5372,-122.2975")
            #expect(atHub.radius == 1_000)
            #expect(atHub.stops.first?["id"] as? String == "hub")
            let distances = atHub.stops.compactMap { $0["distance_m"] as? Int }
            #expect(distances.count == atHub.stops.count && distances == distances.sorted())
            #expect(distances.first == 0 && distances.allSatisfy { $0 <= 1_000 })

            let wider = try await search("\(outside.latitude),\(outside.longitude)")
            #expect(wider.radius == 3_000)
            #expect(wider.stops.first?["distance_m"] as? Int == outsideNearest)

            let nowhere = try await search("0,0")
            #expect(nowhere.stops.isEmpty && nowhere.radius == 3_000)
        }
    }

    @Test func theBoardCarriesEachTripsDelayFromItsNextStopAndTheStopsAlert() async throws {
        let harness = try TransitHarness()
        // Each simulated trip update gives its delay at the next stop only; later stops take it from there.
        var given: [String: Int] = [:]
        for entity in harness.tripUpdates.entity where entity.tripUpdate.trip.scheduleRelationship == .scheduled {
            if let first = entity.tripUpdate.stopTimeUpdate.first {
                given[entity.tripUpdate.trip.tripID] = Int(first.departure.delay)
            }
        }
        let delays = given
        try await harness.test { client in
            let answer = try jsonObject(
                try await client.get("/api/v1/transit/peninsula-bus/stops/2005/departures?limit=20"))
            let board = try #require(answer["board"] as? [String: Any])
            let departures = try #require(board["departures"] as? [[String: Any]])
            let live = departures.filter { delays[$0["trip_id"] as? String ?? ""] != nil }
            #expect(!live.isEmpty)
            for departure in live {
                let realtime = try #require(departure["realtime"] as? [String: Any])
                if realtime["skipped"] as? Bool == true { continue }
                #expect(realtime["delay_s"] as? Int == delays[departure["trip_id"] as? String ?? ""])
            }
            let alerts = try #require(answer["alerts"] as? [[String: Any]])
            #expect(alerts.contains { $0["id"] as? String == "works-2005" && ($0["effect"] as? String) == "STOP_MOVED" })
            #expect((answer["realtime"] as? [String: Any])?["stale"] as? Bool == false)
        }
    }

    @Test func aTripIsShownStopByStopWithItsBus() async throws {
        let harness = try TransitHarness()
        let vehicle = try #require(harness.vehicles.entity.first?.vehicle)
        let trip = vehicle.trip
        try await harness.test { client in
            let answer = try jsonObject(
                try await client.get("/api/v1/transit/peninsula-bus/trips/\(trip.tripID)?date=\(trip.startDate)"))
            #expect(answer["trip_id"] as? String == trip.tripID)
            #expect((answer["stops"] as? [[String: Any]])?.count == 12)
            let bus = try #require(answer["vehicle"] as? [String: Any])
            #expect(bus["stop_id"] as? String == vehicle.stopID)
            #expect(bus["status"] as? String == "in_transit_to")
        }
    }

    @Test(arguments: [
        ("/api/v1/transit/nowhere/stops?q=a", 404, "agency"),
        ("/api/v1/transit/peninsula-bus/stops", 400, "q"),
        ("/api/v1/transit/peninsula-bus/stops/nowhere/departures", 404, "stop"),
        ("/api/v1/transit/peninsula-bus/stops/hub/departures?limit=0", 400, "limit"),
        ("/api/v1/transit/peninsula-bus/trips/10-out-0500?date=tomorrow", 400, "date"),
        ("/api/v1/transit/peninsula-bus/trips/nowhere", 404, "trip"),
    ])
    func badRequestsAreClearErrors(path: String, status: Int, field: String) async throws {
        try await TransitHarness().test { client in
            let response = try await client.get(path)
            #expect(Int(response.status.code) == status)
            #expect((try jsonObject(response)["error"] as? [String: Any])?["field"] as? String == field)
        }
    }

    @Test func anAgencyWhoseTimetableHasNotLoadedAnswers503AndItsPageSaysSo() async throws {
        try await TransitHarness().test { client in
            #expect(try await client.get("/api/v1/transit/not-loaded/stops?q=a").status == .serviceUnavailable)
            let page = try await client.get("/transit/not-loaded")
            #expect(page.status == .serviceUnavailable)
            #expect(String(buffer: page.body).contains("not available"))
        }
    }

    @Test func theBoardAndTripPagesShowTheLiveTimes() async throws {
        try await TransitHarness().test { client in
            let board = try await client.get("/transit/peninsula-bus/stops/2005")
            #expect(board.status == .ok)
            let html = String(buffer: board.body)
            #expect(html.contains("id=\"transit-board\"") && html.contains("Beach Park Blvd: stop moved"))
            #expect(try await client.get("/transit/peninsula-bus/stops/nowhere").status == .notFound)
            #expect(try await client.get("/transit/nowhere").status == .notFound)
        }
    }
}
