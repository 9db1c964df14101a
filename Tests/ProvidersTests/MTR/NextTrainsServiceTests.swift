import Foundation
import HongKongRail
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// The MTR's trains as a server serves them: one call per station and 10 s for every rider, the last good board
/// served stale when MTR fails or is slow, the station list kept when asking again fails. MTR's station list is
/// the recorded one; its trains are the recorded Tiu Keng Leng reply.
struct NextTrainsServiceTests {
    /// A service over the recorded station list and reply, counting its calls, on a clock the test moves.
    private final class Harness: Sendable {
        let clock = ManualTimeSource(now: Date(timeIntervalSince1970: 1_790_000_000), sleepersWaitForAdvance: true)
        let calls = LockedValue<[String]>([])
        let mapLoads = LockedValue(0)
        /// What MTR does next: answer, fail, or hold the call for a minute.
        let next = LockedValue(Behaviour.answer)
        let mapFails = LockedValue(false)
        let trains: NextTrains
        let map: MTRLineMap

        enum Behaviour { case answer, fail, hold }

        init(map: MTRLineMap, trains: NextTrains) {
            self.map = map
            self.trains = trains
        }

        static func recorded() async throws -> Harness {
            let upstream = ScriptedUpstream(baseURL: "https://rt.data.gov.hk/v1/transport/mtr")
            try upstream.answer("/getSchedule.php?line=TKL&sta=TIK", fixture: "mtr/getSchedule-TKL-TIK.json")
            return Harness(
                map: try MTRStationList.lineMap(from: try fixture("mtr/mtr_lines_and_stations.csv")),
                trains: try await MTRClient(transport: upstream.transport).nextTrains(line: "TKL", station: "TIK").value)
        }

        var service: NextTrainsService {
            NextTrainsService(
                loadLineMap: { [self] in
                    mapLoads.withLock { $0 += 1 }
                    if mapFails.value { throw UpstreamError.server(status: 503) }
                    return map
                },
                fetchTrains: { [self] line, station in
                    calls.withLock { $0.append("\(line)-\(station)") }
                    switch next.value {
                    case .answer: return (trains, 0)
                    case .fail: throw UpstreamError.server(status: 502)
                    case .hold:
                        try await clock.sleep(seconds: 60)
                        return (trains, 0)
                    }
                },
                timeSource: clock)
        }
    }

    @Test func fiftyRidersAtOneStationMakeOneCallAndTheNextIntervalOneMore() async throws {
        let harness = try await Harness.recorded()
        let service = harness.service

        let boards = try await withThrowingTaskGroup(of: NextTrainsBoard.self) { group in
            for _ in 0..<50 { group.addTask { try await service.board(line: "TKL", station: "TIK") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(boards.count == 50 && boards.allSatisfy { $0.trains == harness.trains && !$0.isStale })
        #expect(harness.calls.value == ["TKL-TIK"])

        harness.clock.advance(by: 9)
        _ = try await service.board(line: "tkl", station: "調景嶺")
        #expect(harness.calls.value.count == 1)
        harness.clock.advance(by: 1)
        _ = try await service.board(line: "TKL", station: "Tiu Keng Leng")
        #expect(harness.calls.value == ["TKL-TIK", "TKL-TIK"])
        #expect(harness.mapLoads.value == 1)
    }

    @Test func whenMTRFailsTheLastBoardIsServedStaleForTenMinutesThenTheFailureIsTold() async throws {
        let harness = try await Harness.recorded()
        let service = harness.service
        let first = try await service.board(line: "TKL", station: "TIK")

        harness.next.withLock { $0 = .fail }
        harness.clock.advance(by: 30)
        let stale = try await service.board(line: "TKL", station: "TIK")
        #expect(stale.isStale)
        #expect(stale.fetchedAt == first.fetchedAt)
        #expect(stale.trains == harness.trains)

        harness.clock.advance(by: 600)
        await #expect(throws: UpstreamError.server(status: 502)) { try await service.board(line: "TKL", station: "TIK") }
    }

    @Test func anMTRSlowerThanTheBudgetGivesTheLastBoardStaleWithinIt() async throws {
        let harness = try await Harness.recorded()
        let service = harness.service
        _ = try await service.board(line: "TKL", station: "TIK")
        harness.clock.advance(by: 20)
        harness.next.withLock { $0 = .hold }

        let waiting = Task { try await service.board(line: "TKL", station: "TIK") }
        // The held call and the budget's timer both wait on the clock.
        await waitUntil { harness.clock.sleeperCount == 2 }
        harness.clock.advance(by: LiveAnswerSettings().answerBudget)

        #expect(try await waiting.value.isStale)
        harness.clock.advance(by: 60)
        await waitUntil { (try? await service.board(line: "TKL", station: "TIK"))?.isStale == false }
        #expect(harness.calls.value.count == 2)
    }

    @Test func aLineOrStationMTRDoesNotHaveIsToldWithoutAskingMTR() async throws {
        let harness = try await Harness.recorded()
        let service = harness.service

        await #expect(throws: MTRQueryError.self) { try await service.board(line: "XYZ", station: "TIK") }
        // Central is on the Tsuen Wan and Island lines, not Tseung Kwan O.
        do {
            _ = try await service.board(line: "TKL", station: "CEN")
            Issue.record("Central is not on the Tseung Kwan O line")
        } catch let error as MTRQueryError {
            #expect(error.description.contains("Tseung Kwan O Line"))
            #expect(error.description.contains("POA"))
        }
        #expect(harness.calls.value.isEmpty)
    }

    @Test func theStationListIsAskedForAgainAfterAFailureAndKeptWhenADayLaterItFails() async throws {
        let harness = try await Harness.recorded()
        let service = harness.service
        harness.mapFails.withLock { $0 = true }
        #expect(service.lineMapFailure == nil)
        await #expect(throws: UpstreamError.server(status: 503)) { try await service.lineMap() }
        #expect(service.lineMapFailure == .server(status: 503))

        harness.mapFails.withLock { $0 = false }
        #expect(try await service.lineMap().lines.count == 10)
        #expect(service.lineMapFailure == nil)
        #expect(harness.mapLoads.value == 2)

        harness.clock.advance(by: 86_400)
        harness.mapFails.withLock { $0 = true }
        #expect(try await service.lineMap().lines.count == 10)
        #expect(harness.mapLoads.value == 3)
        #expect(service.lineMapFailure == nil)
    }
}
