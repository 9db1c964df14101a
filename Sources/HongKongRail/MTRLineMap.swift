import Foundation
import NextStopCore

/// Every MTR line and station, as MTR's published station list gives them, found by code or by name.
public struct MTRLineMap: Sendable {
    /// The lines in the order the list gives them.
    public let lines: [MTRLine]
    private let stationsByCode: [String: MTRStation]

    public init(lines: [MTRLine]) {
        self.lines = lines
        var stations: [String: MTRStation] = [:]
        for station in lines.flatMap(\.stations) where stations[station.code] == nil { stations[station.code] = station }
        stationsByCode = stations
    }

    /// The line of `code` (`TKL`, any case).
    public func line(_ code: String) -> MTRLine? {
        let wanted = code.uppercased()
        return lines.first { $0.code == wanted }
    }

    /// The station of `code` (`TIK`, any case).
    public func station(code: String) -> MTRStation? { stationsByCode[code.uppercased()] }

    /// The station `query` names on `line`: its code, or its English or Chinese name, whole and in any case.
    public func station(_ query: String, on line: MTRLine) -> MTRStation? {
        let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
        return line.stations.first { station in
            [station.code, station.name.en, station.name.tc].contains { $0.lowercased() == wanted }
        }
    }

    /// How riders know the destination of a train on `line` seen from `station`: the station's name (its code when
    /// the list does not know it), except that Airport Express trains to AsiaWorld-Expo are "Airport & AsiaWorld-Expo"
    /// everywhere but at the Airport itself, as MTR's own signs say.
    public func destinationName(_ code: String, line: MTRLine, from station: MTRStation) -> LocalizedText {
        if line.code == "AEL", code == "AWE", station.code != "AIR" {
            return LocalizedText(en: "Airport & AsiaWorld-Expo", tc: "機場及博覽館", sc: "机场及博览馆")
        }
        return self.station(code: code)?.name ?? LocalizedText(en: code, tc: code, sc: code)
    }

    /// The lines that call at `station`.
    public func lines(through station: MTRStation) -> [MTRLine] {
        lines.filter { $0.stations.contains { $0.code == station.code } }
    }
}
