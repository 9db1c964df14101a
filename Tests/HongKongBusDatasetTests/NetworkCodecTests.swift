import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

@Suite struct NetworkCodecTests {
    let network = BusNetwork(
        stops: [
            Build.stop(Build.kmbStopID(1), 22.345415, 114.19264),
            Build.stop(Build.kmbStopID(2), 22.3, 114.17),
            Build.stop(Build.citybusStopID(2737), 22.283948002091, 114.15630946053),
            Stop.placeholder(id: Build.kmbStopID(3), company: .kmb),
        ],
        routes: [
            Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(2), Build.kmbStopID(3), Build.kmbStopID(1)]),
            Build.route("KMB:1:O:2", [Build.kmbStopID(2), Build.kmbStopID(1)]),
            Build.route("CTB:1:I:1", [Build.citybusStopID(2737)]),
        ]
    )

    @Test func roundTripKeepsRoutesInOrderWithRepeatsAndPlaceholders() throws {
        let decoded = try NetworkCodec.decode(try NetworkCodec.encode(network))

        #expect(decoded.routes == network.routes)
        #expect(decoded.stops.map(\.id) == network.stops.map(\.id))
        #expect(decoded.stops[3].isPlaceholder)
        #expect(decoded.stops[0].name == network.stops[0].name)
        #expect(decoded.stops[0].coordinate == network.stops[0].coordinate)
    }

    @Test func aStopTakesTheOperatorOfTheRoutesCallingAtIt() throws {
        // given a file whose stop ids say nothing about their operator
        let data = Data(
            #"{"format":1,"stops":[["A","a","a","a",22.3,114.1],["B","b","b","b",null,null]],"routes":[["LWB","E31","O",1,["a","b","c"],["d","e","f"],[0,1]],["CTB","1","I",1,["a","b","c"],["d","e","f"],[0]]]}"#
                .utf8)

        // when
        let decoded = try NetworkCodec.decode(data)

        // then
        #expect(decoded.stops.map(\.company.rawValue) == ["CTB", "LWB"])
        #expect(decoded.stops.map(\.isPlaceholder) == [false, true])
        #expect(decoded.stops[1].name.en == "b")
    }

    @Test func refusesAStopNoRouteCallsAt() throws {
        let data = Data(#"{"format":1,"stops":[["A","a","a","a",22.3,114.1]],"routes":[]}"#.utf8)

        #expect(throws: NetworkCodec.DecodingFailure.self) { try NetworkCodec.decode(data) }
    }

    @Test func coordinatesKeepSixDecimals() throws {
        let decoded = try NetworkCodec.decode(try NetworkCodec.encode(network))

        #expect(decoded.stops[2].coordinate == Coordinate(latitude: 22.283948, longitude: 114.156309))
    }

    @Test func equalNetworksGiveEqualBytes() throws {
        #expect(try NetworkCodec.encode(network) == NetworkCodec.encode(network))
    }

    @Test func refusesAnotherFormat() throws {
        let data = Data(#"{"format":99,"stops":[],"routes":[]}"#.utf8)

        #expect(throws: NetworkCodec.DecodingFailure.self) { try NetworkCodec.decode(data) }
    }

    @Test func refusesAStopIndexOutOfRange() throws {
        let data = Data(#"{"format":1,"stops":[],"routes":[["KMB","1","O",1,["a","b","c"],["d","e","f"],[0]]]}"#.utf8)

        #expect(throws: NetworkCodec.DecodingFailure.self) { try NetworkCodec.decode(data) }
    }

    @Test func refusesToEncodeARouteWithAnUndescribedStop() {
        let broken = BusNetwork(stops: [], routes: [Build.route("KMB:1:O:1", [Build.kmbStopID(9)])])

        #expect(throws: NetworkCodec.DecodingFailure.self) { try NetworkCodec.encode(broken) }
    }
}
