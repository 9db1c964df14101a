import Foundation
import HongKongRail
import HummingbirdTesting
import NextStopCore
import NextStopTestSupport
import Providers
import Testing

@testable import NextStopServer

/// `/api/v1/hk/mtr/…` and the pages under `/hk/mtr`, over MTR's station list and Next Train replies in their real
/// shapes: trains each way named in three languages, one call to MTR per station and interval, the last board
/// served stale when MTR fails, and clear errors.
struct MTRSystemTests {
    private static let trains = "/api/v1/hk/mtr/lines/TKL/stations/TIK/trains"

    @Test func theLinesAreListedWithTheirStationsAndWhereTheirTrainsEnd() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            let lines = try #require(try jsonObject(try await client.get("/api/v1/hk/mtr/lines"))["lines"] as? [[String: Any]])
            #expect(lines.compactMap { $0["code"] as? String } == ["KTL", "TKL"])
            let tseungKwanO = try #require(lines.last)
            #expect(tseungKwanO["up_to"] as? [String] == ["LHP", "POA"] || tseungKwanO["up_to"] as? [String] == ["POA", "LHP"])
            #expect(tseungKwanO["down_to"] as? [String] == ["NOP"])
            let stations = try #require(tseungKwanO["stations"] as? [[String: Any]])
            let tiuKengLeng = try #require(stations.first { $0["code"] as? String == "TIK" }?["name"] as? [String: String])
            #expect(tiuKengLeng == ["en": "Tiu Keng Leng", "tc": "調景嶺", "sc": "调景岭"])
        }
    }

    @Test func aStationsTrainsComeEachWayNamedAndAskedOfMTROncePerTenSeconds() async throws {
        let harness = try ServerHarness()
        harness.scriptMTRTiuKengLeng(delayed: true)
        try await harness.test { client in
            let board = try jsonObject(try await client.get(Self.trains))
            let up = try #require(board["up"] as? [[String: Any]])
            #expect(up.compactMap { $0["destination"] as? String } == ["LHP", "POA"])
            #expect(up.compactMap { $0["minutes"] as? Int } == [2, 5])
            #expect((up.first?["destination_name"] as? [String: String])?["en"] == "LOHAS Park")
            #expect((board["down"] as? [[String: Any]])?.first?["platform"] as? String == "2")
            #expect(board["delayed"] as? Bool == true)
            #expect(board["stale"] as? Bool == false)
            #expect((board["station_name"] as? [String: String])?["sc"] == "调景岭")

            // By name, in English or Chinese, and the line in any case: the same board, from the cache.
            for path in [
                "/api/v1/hk/mtr/lines/tkl/stations/Tiu%20Keng%20Leng/trains",
                "/api/v1/hk/mtr/lines/TKL/stations/%E8%AA%BF%E6%99%AF%E5%B6%BA/trains",
            ] {
                let named = try jsonObject(try await client.get(path))
                #expect(named["station"] as? String == "TIK")
            }
            #expect(harness.transport.count(of: ServerHarness.mtrScheduleURL("TKL", "TIK")) == 1)
            harness.clock.advance(by: 10)
            _ = try await client.get(Self.trains)
            #expect(harness.transport.count(of: ServerHarness.mtrScheduleURL("TKL", "TIK")) == 2)
        }
    }

    @Test func whenMTRFailsTheLastBoardIsStaleAndWithoutOneTheAnswerIs502WithoutMTRsWords() async throws {
        let harness = try ServerHarness()
        harness.scriptMTRTiuKengLeng()
        harness.transport.script(
            ServerHarness.mtrScheduleURL("TKL", "TIK"),
            .respond(HTTPResponse(status: 500, body: Data(ServerHarness.upstreamSecret.utf8))))
        try await harness.test { client in
            _ = try await client.get(Self.trains)
            harness.clock.advance(by: 30)
            let stale = try jsonObject(try await client.get(Self.trains))
            #expect(stale["stale"] as? Bool == true)
            #expect(stale["age_s"] as? Int == 30)

            harness.transport.script(
                ServerHarness.mtrScheduleURL("TKL", "TKO"),
                .respond(HTTPResponse(status: 500, body: Data(ServerHarness.upstreamSecret.utf8))))
            let failed = try await client.get("/api/v1/hk/mtr/lines/TKL/stations/TKO/trains")
            #expect(failed.status == .badGateway)
            #expect(!failed.text.contains(ServerHarness.upstreamSecret))
        }
    }

    @Test func aLineOrStationMTRDoesNotHaveIs404NamingTheParameter() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            let line = try await client.get("/api/v1/hk/mtr/lines/XYZ/stations/TIK/trains")
            #expect(line.status == .notFound)
            #expect(try line.errorField == "line")
            let station = try await client.get("/api/v1/hk/mtr/lines/TKL/stations/CEN/trains")
            #expect(station.status == .notFound)
            #expect(try station.errorField == "station")
            #expect(try station.decode(ErrorBody.self).error.message.contains("Tseung Kwan O Line"))
        }
        #expect(harness.transport.requests.allSatisfy { !$0.url.absoluteString.contains("getSchedule") })
    }

    @Test func theBoardPageShowsEachWayInTheVisitorsLanguage() async throws {
        let harness = try ServerHarness()
        harness.scriptMTRTiuKengLeng(delayed: true)
        try await harness.test { client in
            let english = try await client.send(.get, "/hk/mtr/TKL/TIK", cookie: "nextstop_lang=en").text
            #expect(english.contains("To LOHAS Park / Po Lam") || english.contains("To Po Lam / LOHAS Park"))
            #expect(english.contains("To North Point"))
            #expect(english.contains("Platform 1") && english.contains("2 min"))
            #expect(english.contains("MTR reports delays on this line."))
            #expect(english.contains("href=\"/hk/mtr/KTL/TIK\""))
            let traditional = try await client.send(.get, "/hk/mtr/TKL/TIK", cookie: "nextstop_lang=tc").text
            #expect(traditional.contains("往北角") && traditional.contains("1 號月台") && traditional.contains("調景嶺"))
            let simplified = try await client.send(.get, "/hk/mtr/TKL/TIK", cookie: "nextstop_lang=sc").text
            #expect(simplified.contains("往北角") && simplified.contains("1 号月台") && simplified.contains("调景岭"))

            let lines = try await client.send(.get, "/hk/mtr?line=tkl", cookie: "nextstop_lang=en").text
            #expect(lines.contains("id=\"TKL\" open") && lines.contains("href=\"/hk/mtr/TKL/TIK\""))
            let unknown = try await client.get("/hk/mtr/TKL/CEN")
            #expect(unknown.status == .notFound)
        }
    }

    @Test func withoutTheStationListThePagesSayItAndHealthNamesIt() async throws {
        let harness = try ServerHarness()
        var dependencies = harness.dependencies
        dependencies.mtr = ServerHarness.failingMTR(clock: harness.clock)
        try await buildApplication(dependencies).test(.router) { client in
            let page = try await client.send(.get, "/hk/mtr", cookie: "nextstop_lang=en")
            #expect(page.status == .serviceUnavailable)
            #expect(page.text.contains("MTR's station list is not available right now."))
            #expect(!page.text.contains(ServerHarness.upstreamSecret))
            let health = try await client.get("/healthz").text
            #expect(health.contains("MTR: the station list could not be loaded (upstream server error (500))"))
        }
    }
}
