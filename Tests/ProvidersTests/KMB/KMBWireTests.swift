import Foundation
import NextStopCore
import Testing

@testable import Providers

/// Decodes KMB fixtures into wire records, one quirk per test (API-NOTES §KMB).
struct KMBWireTests {
    private func records<Record: Decodable & Sendable>(
        _ type: Record.Type, in name: String
    ) throws -> DecodingReport<Record> {
        try UpstreamJSON.decodeList(type, from: try fixture(name))
    }

    @Test func serviceTypeWrittenAsAStringInTheRouteListIsANumber() throws {
        // given the route list, whose service types are strings
        // when it is decoded
        let routes = try records(KMBWire.RouteRecord.self, in: "kmb/route-list.json").records

        // then they are numbers
        #expect(routes.map(\.serviceType) == [1, 1, 1, 2])
    }

    @Test func sequenceWrittenAsAStringIsOrderedAsANumber() throws {
        // given route-stop rows with seq "1", "2", "10", "11"
        let rows = try records(KMBWire.RouteStopRecord.self, in: "kmb/route-stop-list.json").records

        // then the sequences are numbers that sort 1, 2, 10, 11, not as text
        #expect(rows.map(\.sequence) == [1, 2, 10, 11])
        #expect(rows.map(\.sequence).sorted() == [1, 2, 10, 11])
        #expect(rows.last?.serviceType == 2)
    }

    @Test func etaNumbersDecodeWhenWrittenAsNumbers() throws {
        // given an ETA reply with numeric service_type, seq and eta_seq
        let row = try #require(try records(KMBWire.ETARecord.self, in: "kmb/eta.json").records.first)

        // then they decode as they are
        #expect(row.serviceType == 1)
        #expect(row.sequence == 1)
        #expect(row.etaSequence == 1)
    }

    @Test func etaNumbersDecodeWhenWrittenAsStrings() throws {
        // given an ETA reply whose numbers are strings, as the lists write them
        let row = try #require(try records(KMBWire.ETARecord.self, in: "kmb/eta-string-numbers.json").records.first)

        // then they decode to the same numbers
        #expect(row.serviceType == 1)
        #expect(row.sequence == 1)
        #expect(row.etaSequence == 1)
    }

    @Test func coordinatesWrittenAsStringsAreNumbers() throws {
        let stop = try #require(try records(KMBWire.StopRecord.self, in: "kmb/stop-list.json").records.first)

        #expect(stop.coordinate == Coordinate(latitude: 22.345415, longitude: 114.192640))
    }

    @Test func coordinatesWrittenAsNumbersAreAcceptedBesideStrings() throws {
        // given a stop list with one numeric and one string coordinate pair
        let stops = try records(KMBWire.StopRecord.self, in: "kmb/stop-list-numeric-coordinates.json")

        // then both decode and nothing is skipped
        #expect(stops.skippedCount == 0)
        #expect(
            stops.records.map(\.coordinate) == [
                Coordinate(latitude: 22.318856, longitude: 114.231353),
                Coordinate(latitude: 22.316738, longitude: 114.233354),
            ])
    }

    @Test func recordsWithCompanyAndDataTimestampFromOlderRepliesDecode() throws {
        let routes = try records(KMBWire.RouteRecord.self, in: "kmb/route-list-legacy.json")

        #expect(routes.skippedCount == 0)
        #expect(routes.records.map(\.direction) == [.outbound, .inbound])
    }

    @Test func unknownKeysAreIgnored() throws {
        let routes = try records(KMBWire.RouteRecord.self, in: "kmb/route-list-extra-keys.json")

        #expect(routes.skippedCount == 0)
        #expect(routes.records.map(\.route) == ["1"])
    }

    @Test func missingOrNullNamesAreEmptyNotAFailure() throws {
        // given a route whose orig_sc is missing and dest_sc null
        let decoded = try records(KMBWire.RouteRecord.self, in: "kmb/route-list-missing-names.json")
        let route = try #require(decoded.records.first)

        // then those names are empty and the rest are kept
        #expect(route.origin == LocalizedText(en: "YAU TONG (YAN TIN ESTATE)", tc: "油塘(欣田邨)", sc: ""))
        #expect(route.destination == LocalizedText(en: "HUNG HOM STATION", tc: "紅磡站", sc: ""))
    }

    @Test func nullETAIsNoTimeAndTheRemarkIsKept() throws {
        let decoded = try records(KMBWire.ETARecord.self, in: "kmb/stop-eta-final-bus-departed.json")
        let row = try #require(decoded.records.first)

        #expect(row.eta == nil)
        #expect(row.remark.tc == "最後班次已過")
    }

    @Test func timestampsWithAnOffsetDecode() throws {
        let row = try #require(try records(KMBWire.ETARecord.self, in: "kmb/eta.json").records.first)

        #expect(row.eta == Date(timeIntervalSince1970: 1_785_418_260))  // 2026-07-30T21:31:00+08:00
        #expect(row.dataTimestamp == Date(timeIntervalSince1970: 1_785_416_504))  // 2026-07-30T21:01:44+08:00
    }

    @Test func timestampsWithFractionalSecondsDecode() throws {
        let decoded = try records(KMBWire.ETARecord.self, in: "kmb/eta-fractional-seconds.json")
        let row = try #require(decoded.records.first)

        let eta = try #require(row.eta)
        #expect(abs(eta.timeIntervalSince1970 - 1_785_418_260.25) < 0.001)  // 2026-07-30T21:31:00.250+08:00
    }

    @Test func aRecordMissingARequiredKeyIsSkippedWithItsPath() throws {
        // given a route list whose second record has no bound
        let routes = try records(KMBWire.RouteRecord.self, in: "kmb/route-list-one-bad-record.json")

        // then the others decode and the reason names the key, not the body
        #expect(routes.records.map(\.route) == ["1", "1A"])
        #expect(routes.skippedCount == 1)
        #expect(routes.firstSkipReason == "missing data[1].bound")
    }
}
