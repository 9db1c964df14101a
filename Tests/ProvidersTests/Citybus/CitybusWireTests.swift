import Foundation
import NextStopCore
import Testing

@testable import Providers

/// Decodes Citybus fixtures into wire records, one quirk per test (API-NOTES §Citybus).
struct CitybusWireTests {
    @Test func routeRecordsHaveNoDirection() throws {
        // given the route list, one record per route number with co and data_timestamp
        let body = try fixture("citybus/route-list.json")
        let routes = try UpstreamJSON.decodeList(CitybusWire.RouteRecord.self, from: body)

        // then each decodes with its names, though it names no direction
        #expect(routes.skippedCount == 0)
        #expect(routes.records.map(\.route) == ["1", "11"])
        #expect(routes.records.first?.origin.en == "Central (Macau Ferry)")
    }

    @Test func etaRowsNameTheirStopAndHaveNoServiceType() throws {
        // given ETA rows in Citybus's key order, with stop and without service_type
        let rows = try UpstreamJSON.decodeList(CitybusWire.ETARecord.self, from: try fixture("citybus/eta.json"))

        // then every row decodes with its stop, direction and sequence
        #expect(rows.skippedCount == 0)
        #expect(rows.records.map(\.stopID) == ["001145", "001145"])
        #expect(rows.records.map(\.direction) == [.inbound, .outbound])
        #expect(rows.records.map(\.sequence) == [48, 1])
        #expect(rows.records.map(\.etaSequence) == [1, 1])
    }

    @Test func twelveDecimalStringCoordinatesAreNumbers() throws {
        let stop = try #require(
            try UpstreamJSON.decodeRecord(CitybusWire.StopRecord.self, from: try fixture("citybus/stop.json"))
        )

        #expect(stop.coordinate == Coordinate(latitude: 22.283948002091, longitude: 114.15630946053))
    }

    @Test func emptyStopObjectIsNoRecord() throws {
        let body = try fixture("citybus/stop-unknown.json")

        let stop = try UpstreamJSON.decodeRecord(CitybusWire.StopRecord.self, from: body)

        #expect(stop == nil)
    }
}
