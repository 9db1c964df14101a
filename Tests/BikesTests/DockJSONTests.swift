import Bikes
import Foundation
import NextStopCore
import Testing

struct DockJSONTests {
    private func object(_ value: some JSONWritable) throws -> [String: Any] {
        let bytes = try APIJSON.encode(value)
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func aDockHasEveryKeyOfTheContract() throws {
        let dock = TestDocks.dock(
            "BikePoints_1", "River Street , Clerkenwell", bikes: 11, standard: 9, eBikes: 2, spaces: 6, docks: 19)
        let json = try object(DockJSON(dock, metres: 12.6))
        #expect(
            Set(json.keys) == [
                "id", "name", "lat", "lon", "standard_bikes", "ebikes", "bikes", "spaces", "docks", "broken_docks",
                "installed", "locked", "temporary", "updated_at", "distance_m",
            ])
        #expect(json["standard_bikes"] as? Int == 9)
        #expect(json["ebikes"] as? Int == 2)
        #expect(json["broken_docks"] as? Int == 2)
        #expect(json["distance_m"] as? Int == 13)
        #expect(json["updated_at"] as? String == "2026-02-22T16:42:16Z")
    }

    @Test func unknownCountsAreNullNotZeroOrMissing() throws {
        let dock = TestDocks.dock("BikePoints_1", bikes: 11, standard: nil, eBikes: nil, updatedSecondsAgo: nil)
        let json = try object(DockJSON(dock))
        #expect(json["standard_bikes"] is NSNull)
        #expect(json["ebikes"] is NSNull)
        #expect(json["distance_m"] is NSNull)
        #expect(json["updated_at"] is NSNull)
    }

    @Test func answersCarryTheFeedsState() throws {
        let status = DockFeedStatus(fetchedAt: TestDocks.fetchedAt, stale: true, frozen: true)
        let json = try object(DocksAnswerJSON(docks: TestDocks.line.map { DockJSON($0) }, status: status))
        #expect(json["stale"] as? Bool == true)
        #expect(json["feed_frozen"] as? Bool == true)
        #expect(json["fetched_at"] as? String == "2026-02-22T16:43:16Z")
        #expect((json["docks"] as? [Any])?.count == 6)
    }

    @Test func aSystemAlertIsWrittenWithItsLastEndOrNullWhenOpen() throws {
        let ended = BikeSystemAlert.Period(start: nil, end: TestDocks.fetchedAt)
        let closure = BikeSystemAlert(
            id: "works-1", summary: "A closed", description: nil, stationIDs: ["1"],
            periods: [.init(start: nil, end: TestDocks.fetchedAt.addingTimeInterval(-60)), ended])
        let status = DockFeedStatus(fetchedAt: TestDocks.fetchedAt, alerts: [closure])
        let text = String(decoding: try APIJSON.encode(DocksAnswerJSON(docks: [], status: status)), as: UTF8.self)
        #expect(
            text.hasSuffix(
                #""system_alerts":[{"description":null,"ends_at":"2026-02-22T16:43:16Z","id":"works-1","station_ids":["1"],"summary":"A closed"}]}"#
            ))
        var open = closure
        open.periods.append(.init(start: nil, end: nil))
        #expect(open.endsAt == nil)
        let later = TestDocks.fetchedAt.addingTimeInterval(10 * 365 * 86_400)
        #expect(open.isActive(at: later) && !closure.isActive(at: TestDocks.fetchedAt))
    }

    @Test func theWrittenBytesAreTheSortedKeyLayoutOfTheContract() throws {
        let status = DockFeedStatus(fetchedAt: TestDocks.fetchedAt)
        let dock = TestDocks.dock("BikePoints_1", "A", at: 51.5, -0.1, bikes: 1, standard: 1, eBikes: 0, spaces: 2, docks: 3)
        let text = String(decoding: try APIJSON.encode(DockAnswerJSON(dock: DockJSON(dock), status: status)), as: UTF8.self)
        #expect(
            text == """
                {"dock":{"bikes":1,"broken_docks":0,"distance_m":null,"docks":3,"ebikes":0,"id":"BikePoints_1",\
                "installed":true,"lat":51.5,"locked":false,"lon":-0.1,"name":"A","spaces":2,"standard_bikes":1,\
                "temporary":false,"updated_at":"2026-02-22T16:42:16Z"},"feed_frozen":false,\
                "fetched_at":"2026-02-22T16:43:16Z","stale":false,"system_alerts":[]}
                """)
    }

    @Test func favouritesCarryTheirDocksAlertsAndOrder() throws {
        let snapshot = TestDocks.snapshot(TestDocks.line)
        let thresholds = ShortageThresholds([.bikes: 10, .spaces: 10])
        let favourites = snapshot.favouriteDocks(
            [
                TestDocks.favourite(7, "BikePoints_1", label: "Home", thresholds: thresholds),
                TestDocks.favourite(8, "BikePoints_404"),
            ], of: "london-bikes", from: nil, order: .manual)
        var watch = ShortageWatch()
        let alerts = watch.alerts(for: favourites, in: snapshot)
        let status = DockFeedStatus(fetchedAt: TestDocks.fetchedAt)
        let json = try object(FavouriteDocksJSON(favourites: favourites, alerts: alerts, order: .manual, status: status))
        let rows = try #require(json["favourites"] as? [[String: Any]])
        #expect(rows.map { $0["favourite_id"] as? Int } == [7, 8])
        #expect(rows[0]["label"] as? String == "Home" && rows[1]["label"] is NSNull)
        #expect((rows[0]["dock"] as? [String: Any])?["id"] as? String == "BikePoints_1")
        #expect(rows[1]["dock"] is NSNull)
        let levels = try #require(rows[0]["alert_at"] as? [String: Any])
        #expect(levels["bikes"] as? Int == 10 && levels["ebikes"] is NSNull && levels["spaces"] as? Int == 10)
        #expect((rows[1]["alert_at"] as? [String: Any])?["ebikes"] as? Int == 0)
        let written = try #require(json["alerts"] as? [[String: Any]])
        #expect(written.map { $0["missing"] as? String } == ["bikes", "spaces"])
        #expect(written.map { $0["threshold"] as? Int } == [10, 10])
        #expect(json["order"] as? String == "manual")
    }
}
