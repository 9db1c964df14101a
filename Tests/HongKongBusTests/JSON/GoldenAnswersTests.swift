import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// One representative answer of each shape, built from the test networks and held against the bytes the server sent
/// (`Fixtures/answers/<name>.json`) and the CLI's `--json` printed (`<name>.pretty.json`) when these were recorded.
struct GoldenAnswersTests {
    /// The answers, each named for its file.
    enum Golden: String, CaseIterable, Sendable {
        case arrivals
        case arrivalsOfOneRouteSuspended = "arrivals-route-suspended"
        case nearbyWithArrivals = "nearby-arrivals"
        case routeSearch = "route-search"
        case routeSearchJoint = "route-search-joint"
        case routeDetail = "route-detail"
        case routeDetailJoint = "route-detail-joint"
        case stopSearch = "stop-search"
        case stopDetail = "stop-detail"
        case trip

        /// The answer, as the server and the CLI build it.
        func answer() async throws -> any JSONWritable {
            switch self {
            case .arrivals:
                return try await Self.arrivals(route: nil, kmb: "kmb/stop-eta-busy.json")
            case .arrivalsOfOneRouteSuspended:
                return try await Self.arrivals(route: "234A", kmb: "kmb/stop-eta-suspended.json")
            case .nearbyWithArrivals:
                // the busy stop's KMB routes answer; the Citybus stops nearby are not scripted, so their rows fail
                let harness = ArrivalsHarness()
                harness.kmb(TestNetwork.busyStop, try .fixture("kmb/stop-eta-busy.json"))
                let stop = try #require(TestNetwork.transit.stop(TestNetwork.busyStop))
                let result = try TestNetwork.transit.nearby(stop.coordinate, radius: 600, limit: 8)
                var answer = NearbyJSON(result, in: TestNetwork.transit)
                answer.attach(await harness.service.arrivals(for: NearbyJSON.arrivalRequests(for: result)), from: result)
                return answer
            case .routeSearch:
                return RouteSearchJSON(TestNetwork.transit.routes(matching: "2"))
            case .routeSearchJoint:
                return RouteSearchJSON(TestNetwork.jointTransit.routes(matching: ""))
            case .routeDetail:
                let near = try #require(TestNetwork.transit.stop(TestNetwork.busyStop)).coordinate
                return RouteDetailJSON(try TestNetwork.transit.routeDetail(Build.routeKey("KMB:234A:O:1"), near: near))
            case .routeDetailJoint:
                return RouteDetailJSON(try TestNetwork.jointTransit.routeDetail(Build.routeKey("KMB:101:O:1")))
            case .stopSearch:
                return StopSearchJSON(
                    query: "A3", matches: try TestNetwork.transit.searchStops("A3", limit: 5), in: TestNetwork.transit)
            case .stopDetail:
                let stop = try #require(TestNetwork.transit.stop(TestNetwork.busyStop))
                return StopDetailJSON(stop: stop, visits: TestNetwork.visits(at: stop.id))
            case .trip:
                let network = TestNetwork.jointTransit
                let plan = try network.trips(from: .stop(Build.kmbStopID(0x2200)), to: .stop(Build.kmbStopID(0x2202)))
                return TripPlanJSON(plan, in: network)
            }
        }

        /// The busy stop's arrivals, of one route when given, from a KMB fixture.
        private static func arrivals(route: String?, kmb fixture: String) async throws -> ArrivalsJSON {
            let harness = ArrivalsHarness()
            harness.kmb(TestNetwork.busyStop, try .fixture(fixture))
            let stop = try #require(TestNetwork.transit.stop(TestNetwork.busyStop))
            return ArrivalsJSON(
                stop: stop, arrivals: try await harness.service.arrivals(atStop: stop.id, route: route))
        }
    }

    /// JSON bytes compared byte for byte and shown as their text when they differ.
    private struct JSONBytes: Equatable, CustomStringConvertible {
        var bytes: [UInt8]

        var description: String { String(decoding: bytes, as: UTF8.self) }
    }

    @Test(arguments: Golden.allCases)
    func anAnswerIsWrittenAsTheServerSentIt(_ golden: Golden) async throws {
        let answer = try await golden.answer()
        let expected = JSONBytes(bytes: Array(try Fixtures.data("answers/\(golden.rawValue).json", in: .module)))
        #expect(JSONBytes(bytes: try APIJSON.encode(answer)) == expected)
    }

    @Test(arguments: Golden.allCases)
    func anAnswerIsIndentedAsTheCLIPrintedIt(_ golden: Golden) async throws {
        let answer = try await golden.answer()
        let expected = JSONBytes(bytes: Array(try Fixtures.data("answers/\(golden.rawValue).pretty.json", in: .module)))
        #expect(JSONBytes(bytes: try APIJSON.encode(answer, pretty: true)) == expected)
    }
}
