import Foundation
import Testing

@testable import Simulator

/// The simulated `/BikePoint` list is TfL's shape, at TfL's size, with counts that move and a feed that can freeze.
struct LondonBikesSimulationTests {
    private let simulation = LondonBikesSimulation()
    private let now = Date(timeIntervalSince1970: 1_771_778_596)

    private func places(at instant: Date) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(simulation.bikePointBody(at: instant))) as? [[String: Any]])
    }

    private func value(_ place: [String: Any], _ key: String) -> String? {
        (place["additionalProperties"] as? [[String: Any]])?.first { $0["key"] as? String == key }?["value"] as? String
    }

    @Test func theListHasAbout800DocksInAbout2MBWithTheTestDock() throws {
        let body = simulation.bikePointBody(at: now)
        #expect((1_800_000...2_600_000).contains(body.count))
        let list = try places(at: now)
        #expect(list.count == 801)
        let test = try #require(list.first { $0["id"] as? String == "BikePoints_791" })
        #expect(test["lat"] as? Double == 0 && test["commonName"] as? String == "Test Desktop ")
    }

    @Test func everyPropertyIsAStringAndEveryDockHasElevenOfThem() throws {
        for place in try places(at: now) {
            let properties = try #require(place["additionalProperties"] as? [[String: Any]])
            #expect(properties.count == 11)
            #expect(properties.allSatisfy { $0["value"] is String && $0["modified"] is String })
        }
    }

    @Test func countsAddUpWithBrokenDocksOnMostDocks() throws {
        var broken = 0
        for place in try places(at: now) where place["id"] as? String != "BikePoints_791" {
            let bikes = try #require(value(place, "NbBikes").flatMap { Int($0) })
            let standard = try #require(value(place, "NbStandardBikes").flatMap { Int($0) })
            let eBikes = try #require(value(place, "NbEBikes").flatMap { Int($0) })
            let spaces = try #require(value(place, "NbEmptyDocks").flatMap { Int($0) })
            let docks = try #require(value(place, "NbDocks").flatMap { Int($0) })
            #expect(standard + eBikes == bikes)
            #expect(bikes + spaces <= docks)
            if bikes + spaces < docks { broken += 1 }
        }
        #expect(broken > 500)
    }

    @Test func countsMoveOverAnHourAndStopWhenFrozen() throws {
        let later = now.addingTimeInterval(3_600)
        #expect(simulation.bikePointBody(at: now) != simulation.bikePointBody(at: later))
        simulation.freeze(at: now)
        let frozen = try places(at: later)
        simulation.freeze(at: nil)
        let moving = try places(at: now)
        #expect(frozen.map { value($0, "NbBikes") } == moving.map { value($0, "NbBikes") })
    }

    @Test func lockedUninstalledAndTemporaryDocksAreAmongThem() throws {
        let list = try places(at: now)
        #expect(list.contains { value($0, "Locked") == "true" })
        #expect(list.contains { value($0, "Installed") == "false" && $0["lat"] as? Double != 0 })
        #expect(list.contains { value($0, "Temporary") == "true" })
        #expect(list.contains { ($0["commonName"] as? String)?.contains(" , ") == true })
    }

    @Test func modifiedDropsTrailingZerosAsTfLDoes() {
        #expect(TfLPlaceWriter.timestamp(Date(timeIntervalSince1970: 1_771_778_596.017)) == "2026-02-22T16:43:16.017Z")
        #expect(TfLPlaceWriter.timestamp(Date(timeIntervalSince1970: 1_771_778_592.29)) == "2026-02-22T16:43:12.29Z")
        #expect(TfLPlaceWriter.timestamp(Date(timeIntervalSince1970: 1_771_778_580)) == "2026-02-22T16:43:00Z")
    }

    @Test func aPlaceIsOneDockAndAnUnknownIdIsTfLsError() async throws {
        let place = try #require(simulation.upstreams.first { $0.pathPrefix == "/Place" })
        let found = await place.reply(to: SimulatedRequest(path: "/Place/BikePoints_1"), now: now)
        #expect(found.status == 200)
        let missing = await place.reply(to: SimulatedRequest(path: "/Place/BikePoints_9999"), now: now)
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self).contains("EntityNotFoundException"))
    }
}
