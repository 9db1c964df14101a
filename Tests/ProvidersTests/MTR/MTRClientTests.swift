import Foundation
import HongKongRail
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds an `MTRClient` the Next Train API's replies in their real shapes (HK-OPERATORS-NOTES §3.2): the recorded
/// Tseung Kwan O reply, East Rail's extra fields, the special-arrangement and error answers, and no trains at night.
struct MTRClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://rt.data.gov.hk/v1/transport/mtr")
    private var client: MTRClient { MTRClient(transport: upstream.transport) }

    private static func schedule(_ line: String, _ station: String) -> String {
        "/getSchedule.php?line=\(line)&sta=\(station)"
    }

    @Test func theRecordedReplyGivesFourTrainsEachWayInHongKongTime() async throws {
        try upstream.answer(Self.schedule("TKL", "TIK"), fixture: "mtr/getSchedule-TKL-TIK.json")

        let trains = try await client.nextTrains(line: "TKL", station: "TIK").value

        #expect(upstream.requestedURLs == ["https://rt.data.gov.hk/v1/transport/mtr/getSchedule.php?line=TKL&sta=TIK"])
        #expect(trains.trains[.up]?.map(\.destination) == ["LHP", "POA", "POA", "LHP"])
        #expect(trains.trains[.down]?.map(\.destination) == ["NOP", "NOP", "NOP", "NOP"])
        #expect(trains.trains[.up]?.first?.platform == "3")
        // "2025-03-29 14:27:06" has no zone: it is Hong Kong's, UTC+8.
        #expect(trains.trains[.up]?.first?.time == (try Date("2025-03-29T06:27:06Z", strategy: .iso8601)))
        #expect(trains.updatedAt == (try Date("2025-03-29T06:26:06Z", strategy: .iso8601)))
        // The minutes agree with MTR's own `ttnt` at the answer's time, and a train already due is due now.
        let updatedAt = try #require(trains.updatedAt)
        #expect(trains.trains[.down]?.map { $0.minutes(at: updatedAt) } == [3, 7, 11, 16])
        #expect(trains.trains[.up]?.first?.minutes(at: updatedAt.addingTimeInterval(120)) == 0)
        #expect(trains.trains[.up]?.first?.timeKind == nil)
        #expect(!trains.isDelayed)
        #expect(trains.notice == nil)
    }

    @Test func eastRailSaysViaRacecourseAndArrivalOrDepartureInEitherSpelling() async throws {
        try upstream.answer(
            Self.schedule("EAL", "SHT"), status: 200,
            body: #"""
                {"sys_time":"2025-03-29 14:26:06","curr_time":"2025-03-29 14:26:06","data":{"EAL-SHT":{"curr_time":"2025-03-29 14:26:06","sys_time":"2025-03-29 14:26:06","UP":[{"seq":"1","dest":"LMC","plat":"1","time":"2025-03-29 14:28:06","ttnt":"2","valid":"Y","source":"-","route":"","timeType":"D"},{"seq":"2","dest":"LOW","plat":"1","time":"2025-03-29 14:31:06","ttnt":"5","valid":"Y","source":"-","route":"RAC","timeType":"A"}],"DOWN":[{"seq":"1","dest":"ADM","plat":"2","time":"2025-03-29 14:30:06","ttnt":"4","valid":"Y","source":"+","route":"","timetype":"D"}]}},"isdelay":"Y","status":1,"message":"successful"}
                """#)

        let trains = try await client.nextTrains(line: "EAL", station: "SHT").value

        #expect(trains.trains[.up]?.map(\.viaRacecourse) == [false, true])
        #expect(trains.trains[.up]?.map(\.timeKind) == [.departure, .arrival])
        #expect(trains.trains[.down]?.first?.timeKind == .departure)
        #expect(trains.isDelayed)
    }

    @Test func specialArrangementsAreANoticeWithoutItsLinkNotAnError() async throws {
        try upstream.answer(
            Self.schedule("TCL", "TUC"), status: 200,
            body: #"""
                {"resultCode":1,"timestamp":"2025-05-22 20:00:00","url":"https://tnews.mtr.com.hk/alert/alert_title_wap.html","curr_time":"-","isTrafficNews":"Y","status":0,"message":"Special train service arrangements are now in place on this line. Please click here for more information."}
                """#)

        let trains = try await client.nextTrains(line: "TCL", station: "TUC").value

        #expect(trains.notice == "Special train service arrangements are now in place on this line.")
        #expect(trains.trains.isEmpty)
    }

    @Test func anErrorAnswerIsMalformedAndNamesNothingOfItsBody() async throws {
        try upstream.answer(
            Self.schedule("TKL", "XXX"), status: 200,
            body: #"""
                {"resultCode":0,"timestamp":"2025-05-22 20:00:00","status":0,"message":"Error","error":{"errorCode":"NT-204","errorMsg":"The contents are empty!"}}
                """#)

        await #expect(throws: UpstreamError.malformed(reason: "an MTR error answer (status 0)")) {
            try await client.nextTrains(line: "TKL", station: "XXX").value
        }
    }

    @Test(arguments: [
        #"{"data":{"TKL-TIK":{"UP":[],"DOWN":[]}},"isdelay":"N","status":1,"message":"successful"}"#,
        #"{"data":{},"status":1,"message":"successful"}"#,
        #"{"data":{"TKL-TIK":{"UP":[{"seq":"1","dest":"POA","plat":"3","time":"-","ttnt":"","valid":"N"}]}},"status":"1"}"#,
    ])
    func noTrainDueIsAnEmptyBoardEachWay(body: String) async throws {
        try upstream.answer(Self.schedule("TKL", "TIK"), status: 200, body: body)

        let trains = try await client.nextTrains(line: "TKL", station: "TIK").value

        #expect(trains.trains[.up] == [])
        #expect(trains.trains[.down] == [])
        #expect(trains.notice == nil)
    }
}
