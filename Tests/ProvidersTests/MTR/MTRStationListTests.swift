import Foundation
import HongKongRail
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// MTR's published station list as recorded in April 2026 (a byte order mark, CRLF, quoted fields, `1.00`
/// sequences, three blank rows at the end), and the same rows with plain line feeds.
struct MTRStationListTests {
    private static let recorded = "mtr/mtr_lines_and_stations.csv"

    @Test func everyLineBranchAndStationIsRead() throws {
        let map = try MTRStationList.lineMap(from: try fixture(Self.recorded))

        #expect(map.lines.map(\.code).sorted() == ["AEL", "DRL", "EAL", "ISL", "KTL", "SIL", "TCL", "TKL", "TML", "TWL"])
        #expect(map.lines.flatMap(\.branches).reduce(0) { $0 + $1.stations.count } == 270)
        let tseungKwanO = try #require(map.line("tkl"))
        #expect(tseungKwanO.branches.map(\.direction).sorted() == ["DT", "TKS-DT", "TKS-UT", "UT"])
        // Up, the recorded reply's trains run to Po Lam and LOHAS Park; down, the list's LOHAS Park branch stops at
        // Tiu Keng Leng, where it joins the line to North Point.
        let upTermini = tseungKwanO.branches.filter { $0.bound == .up }.compactMap(\.stations.last?.code)
        #expect(Set(upTermini) == ["POA", "LHP"])
        let downTermini = tseungKwanO.branches.filter { $0.bound == .down }.compactMap(\.stations.last?.code)
        #expect(Set(downTermini) == ["NOP", "TIK"])
        let tiuKengLeng = try #require(map.station(code: "TIK"))
        #expect(tiuKengLeng.name.en == "Tiu Keng Leng")
        #expect(tiuKengLeng.name.tc == "調景嶺")
        #expect(tiuKengLeng.name.sc == "调景岭")
        #expect(map.station("tiu keng leng", on: tseungKwanO) == tiuKengLeng)
        #expect(map.station("調景嶺", on: tseungKwanO) == tiuKengLeng)
        #expect(map.lines(through: tiuKengLeng).map(\.code).sorted() == ["KTL", "TKL"])
    }

    @Test func terminiEachWayAreTheEndsOfTheBranchesThroughTheStation() throws {
        let map = try MTRStationList.lineMap(from: try fixture(Self.recorded))
        let tseungKwanO = try #require(map.line("TKL"))
        let eastRail = try #require(map.line("EAL"))
        let codes = { (line: MTRLine, bound: MTRBound, station: String?) in
            Set(line.termini(bound, from: station.flatMap(map.station(code:))).map(\.code))
        }
        // The LOHAS Park branch's stop at Tiu Keng Leng, down, is where it joins the line, not an end.
        #expect(codes(tseungKwanO, .down, nil) == ["NOP"])
        #expect(codes(tseungKwanO, .up, nil) == ["POA", "LHP"])
        #expect(codes(tseungKwanO, .up, "TKO") == ["POA", "LHP"])
        #expect(codes(tseungKwanO, .up, "HAH") == ["POA"])
        #expect(codes(tseungKwanO, .down, "LHP") == ["NOP"])
        #expect(codes(tseungKwanO, .up, "LHP").isEmpty)
        #expect(codes(eastRail, .up, "SHS") == ["LOW", "LMC"])
        #expect(codes(eastRail, .up, "LOW").isEmpty)
        #expect(codes(eastRail, .down, "ADM").isEmpty)
    }

    @Test func eastRailsLokMaChauBranchRunsUpAndItsStationsAreInSequence() throws {
        let eastRail = try #require(try MTRStationList.lineMap(from: try fixture(Self.recorded)).line("EAL"))
        let lokMaChau = try #require(eastRail.branches.first { $0.direction == "LMC-UT" })
        #expect(lokMaChau.bound == .up)
        #expect(lokMaChau.stations.last?.code == "LMC")
        #expect(eastRail.branches.first { $0.direction == "LMC-DT" }?.bound == .down)
        #expect(eastRail.name.tc == "東鐵綫")
    }

    @Test func airportExpressTrainsToAsiaWorldExpoAreNamedForTheAirportTooExceptThere() throws {
        let map = try MTRStationList.lineMap(from: try fixture(Self.recorded))
        let airportExpress = try #require(map.line("AEL"))
        let hongKong = try #require(map.station(code: "HOK"))
        let airport = try #require(map.station(code: "AIR"))
        #expect(map.destinationName("AWE", line: airportExpress, from: hongKong).en == "Airport & AsiaWorld-Expo")
        #expect(map.destinationName("AWE", line: airportExpress, from: airport).en == "AsiaWorld-Expo")
        #expect(map.destinationName("HOK", line: airportExpress, from: airport).tc == "香港")
        #expect(map.destinationName("XYZ", line: airportExpress, from: airport).en == "XYZ")
    }

    @Test func lineFeedsAloneReadTheSame() throws {
        let recorded = try fixture(Self.recorded)
        let lineFeeds = Data(String(decoding: recorded, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8)
        let fromCRLF = try MTRStationList.lineMap(from: recorded)
        let fromLF = try MTRStationList.lineMap(from: lineFeeds)
        #expect(fromLF.lines == fromCRLF.lines)
    }

    @Test func aListWithoutStationsIsMalformed() {
        #expect(throws: UpstreamError.malformed(reason: "no station in MTR's station list")) {
            try MTRStationList.lineMap(from: Data("<html>maintenance</html>".utf8))
        }
    }
}
