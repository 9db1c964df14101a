import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// A trip from an estate with several poles of one name: a stop group end boards at whichever pole a route calls at.
struct TransitNetworkStopGroupTripsTests {
    private static let estate = LocalizedText(en: "CHUK YUEN ESTATE", tc: "竹園邨", sc: "竹园邨")

    /// Three poles named for the estate (two 80 m apart, one with its stop code; one 2 km away), and the town centre
    /// 3 km north.
    private let network = Build.network(
        [
            Build.stop(Build.kmbStopID(1), at: Build.north(0), name: estate),
            Build.stop(
                Build.kmbStopID(2), at: Build.east(of: Build.north(0), 80),
                name: LocalizedText(en: "Chuk Yuen Estate (CY864)", tc: "竹園邨 (CY864)", sc: "竹园邨 (CY864)")),
            Build.stop(Build.kmbStopID(3), at: Build.north(-2_000), name: estate),
            Build.stop(Build.kmbStopID(4), at: Build.north(3_000)),
            Build.stop(Build.kmbStopID(5), at: Build.north(-1_000)),
        ],
        [
            Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(4)]),
            Build.route("KMB:2:O:1", [Build.kmbStopID(2), Build.kmbStopID(4)]),
            Build.route("KMB:3:O:1", [Build.kmbStopID(3), Build.kmbStopID(5), Build.kmbStopID(4)]),
        ])

    @Test func aStopGroupBoardsAtEveryPoleOfItsNameNearby() throws {
        let single = try network.trips(from: .stop(Build.kmbStopID(1)), to: .stop(Build.kmbStopID(4)))
        let group = try network.trips(from: .stopGroup(Build.kmbStopID(1)), to: .stop(Build.kmbStopID(4)))

        #expect(single.options.map { $0.legs[0].route.description } == ["KMB:1:O:1"])
        #expect(Set(group.options.map { $0.legs[0].route.description }) == ["KMB:1:O:1", "KMB:2:O:1"])
        #expect(group.options.allSatisfy { $0.walkToBoard == 0 })
    }

    @Test func theGroupIsTheStopsOfTheSameNameWithinItsRadiusCaseAndCodeAside() throws {
        #expect(try network.stopGroupIDs(around: Build.kmbStopID(2)) == [Build.kmbStopID(2), Build.kmbStopID(1)])
        #expect(try network.stopGroupIDs(around: Build.kmbStopID(3)) == [Build.kmbStopID(3)])
        #expect(throws: QueryError.unknownStop("NOPE")) {
            try network.trips(from: .stopGroup("NOPE"), to: .stop(Build.kmbStopID(4)))
        }
    }

    @Test func theAnswerNamesTheGroupsStops() throws {
        let plan = try network.trips(from: .stopGroup(Build.kmbStopID(1)), to: .stop(Build.kmbStopID(4)))
        let json = String(decoding: try APIJSON.encode(TripPlanJSON(plan, in: network)), as: UTF8.self)
        #expect(json.contains(#""from":{"group":[{"#))
        #expect(json.components(separatedBy: Build.kmbStopID(2)).count > 1)
    }
}
