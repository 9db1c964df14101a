import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import NextStopCLI

/// `nextstop hk arrivals`' table: one line per route and destination, remarks in their own column, 100 columns at most.
@Suite struct ArrivalsTableTests {
    private static let now = Date(timeIntervalSince1970: 1_785_416_400)

    private func arrival(
        _ key: String, to destination: String, in minutes: Int?, remark: String = "", sequence: Int = 1
    ) -> Arrival {
        Arrival(
            key: Build.routeKey(key), stopID: Build.kmbStopID(1), destination: Build.text(destination),
            remark: Build.text(remark), eta: minutes.map { Self.now.addingTimeInterval(Double($0) * 60 + 30) },
            minutes: minutes, isScheduled: true, etaSequence: sequence, upstreamTimestamp: nil, fetchedAt: Self.now)
    }

    private func table(_ arrivals: [Arrival]) -> String {
        let stop = Build.stop(Build.kmbStopID(1), name: "ADMIRALTY POLICE STATION (AD254)")
        let arrivals = StopArrivals(
            request: ArrivalRequest(stopID: stop.id), arrivals: arrivals, fetchedAt: Self.now, isStale: false, age: 0)
        return ArrivalsTable(stop: stop, arrivals: arrivals, language: .english).text
    }

    @Test func eachRouteAndDestinationIsOneLineWithItsTimesTogether() {
        let text = table([
            arrival("KMB:170:O:1", to: "WONG TAI SIN PIER", in: 2, remark: "Scheduled Bus"),
            arrival("CTB:170:O:1", to: "Wong Tai Sin Government Offices", in: 10),
            arrival("KMB:170:O:1", to: "WONG TAI SIN PIER", in: 24, remark: "Scheduled Bus", sequence: 2),
            arrival("KMB:170:O:2", to: "KOWLOON CITY PLAZA", in: nil, remark: "The final bus has departed from this stop"),
        ])
        let lines = text.split(separator: "\n").map(String.init)

        #expect(lines[0] == "ADMIRALTY POLICE STATION (AD254)")
        #expect(lines.count == 5)
        #expect(lines[2].hasPrefix("170    KMB  WONG TAI SIN PIER") && lines[2].contains("2, 24 min"))
        #expect(lines[2].hasSuffix("Scheduled Bus") && !lines[2].contains("Scheduled Bus; Scheduled Bus"))
        #expect(lines[3].contains("Wong Tai Sin Governme…"))
        #expect(lines[4].contains("—") && lines[4].hasSuffix("The final bus has departed from this stop"))
    }

    @Test func noLineIsWiderThanAHundredColumns() {
        let long = String(repeating: "Very Long Destination Name ", count: 4)
        let text = table([
            arrival("KMB:N142:O:1", to: long, in: 1, remark: String(repeating: "remark ", count: 20)),
            arrival("KMB:N142:O:1", to: long, in: 100, sequence: 2),
            arrival("KMB:N142:O:1", to: long, in: 200, sequence: 3),
            arrival("CTB:N142:O:1", to: "中環（港澳碼頭）" + long, in: nil, remark: "最後班次已過" + long),
        ])
        #expect(text.split(separator: "\n").allSatisfy { TextTable.width(of: String($0)) <= 100 }, "\(text)")
    }
}
