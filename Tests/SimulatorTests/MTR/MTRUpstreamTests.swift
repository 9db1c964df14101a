import Foundation
import HongKongRail
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@testable import Providers

/// The simulated MTR, read by the real client over HTTP: its station list is MTR's recorded one, in MTR's form, and
/// its trains run to the ends of the branches through the station.
struct MTRUpstreamTests {
    /// MTR's list as recorded in April 2026, the providers' fixture.
    private static let recordedList = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ProvidersTests/Fixtures/mtr/mtr_lines_and_stations.csv")

    private func withClient(_ body: (MTRClient, RunningSimulator) async throws -> Void) async throws {
        let simulator = try await SimulatorServer(upstreams: MTRUpstream.upstreams).start()
        defer { Task { await simulator.stop() } }
        let client = MTRClient(
            baseURL: MTRUpstream.baseURL(under: simulator.rootURL), dataURL: MTRUpstream.dataURL(under: simulator.rootURL),
            transport: AsyncHTTPTransport(), timeout: HTTPRequest.loopbackTimeout)
        try await body(client, simulator)
    }

    @Test func theStationListIsMTRsOwnInItsOwnForm() async throws {
        try await withClient { client, simulator in
            let served = try await client.lineMap()
            let recorded = try MTRStationList.lineMap(from: try Data(contentsOf: Self.recordedList))
            #expect(served.lines == recorded.lines)

            let url = MTRUpstream.dataURL(under: simulator.rootURL).appendingPathComponent("mtr_lines_and_stations.csv")
            let body = try await AsyncHTTPTransport().send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout)).body
            #expect(Array(body.prefix(3)) == [0xEF, 0xBB, 0xBF])
            let text = String(decoding: body, as: UTF8.self)
            #expect(text.contains("\"TKL\",\"UT\",\"TIK\",\"49\",\"調景嶺\",\"Tiu Keng Leng\",4.00\r\n"))
            #expect(text.hasSuffix(",,,,,,\r\n,,,,,,\r\n,,,,,,\r\n"))
        }
    }

    @Test func trainsRunToTheEndsOfTheBranchesThroughTheStation() async throws {
        try await withClient { client, _ in
            let tiuKengLeng = try await client.nextTrains(line: "TKL", station: "TIK").value
            #expect(Set(tiuKengLeng.trains[.up]?.map(\.destination) ?? []) == ["POA", "LHP"])
            #expect(Set(tiuKengLeng.trains[.down]?.map(\.destination) ?? []) == ["NOP"])
            #expect(tiuKengLeng.trains[.up]?.count == 4)
            let times = tiuKengLeng.trains[.up]?.map(\.time) ?? []
            #expect(times == times.sorted())

            // LOHAS Park's trains, whose branch the list ends at Tiu Keng Leng, run on to North Point.
            let tseungKwanO = try await client.nextTrains(line: "TKL", station: "TKO").value
            #expect(Set(tseungKwanO.trains[.down]?.map(\.destination) ?? []) == ["NOP"])

            // A terminus has trains one way only; East Rail's rows say departure.
            let poLam = try await client.nextTrains(line: "TKL", station: "POA").value
            #expect(poLam.trains[.up] == [])
            #expect(poLam.trains[.down]?.isEmpty == false)
            let shaTin = try await client.nextTrains(line: "EAL", station: "SHT").value
            #expect(shaTin.trains[.up]?.allSatisfy { $0.timeKind == .departure } == true)
        }
    }

    @Test func aStationTheLineDoesNotCallAtIsAnErrorAnswer() async throws {
        try await withClient { client, _ in
            await #expect(throws: UpstreamError.malformed(reason: "an MTR error answer (status 0)")) {
                try await client.nextTrains(line: "TKL", station: "CEN").value
            }
        }
    }
}
