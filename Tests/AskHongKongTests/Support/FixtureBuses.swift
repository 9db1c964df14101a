import AskHongKong
import Foundation
import NextStopCore

/// A bus directory with real Hong Kong route numbers and stop names (KMB's upper-case English, Traditional and
/// Simplified Chinese), arrivals a few minutes apart from a set instant, or failing as an operator that is down.
struct FixtureBuses: BusDirectory {
    var now = Stub.morning
    var failure: UpstreamError?

    private static let routes: [(company: String, route: String, origin: String, destination: String)] = [
        ("KMB", "1", "CHUK YUEN ESTATE|竹園邨", "STAR FERRY|尖沙咀碼頭"),
        ("KMB", "1A", "SAU MAU PING (CENTRAL)|秀茂坪(中)", "STAR FERRY|尖沙咀碼頭"),
        ("KMB", "2", "SO UK|蘇屋", "STAR FERRY|尖沙咀碼頭"),
        ("KMB", "2A", "LOK WAH|樂華", "MEI FOO|美孚"),
        ("KMB", "5C", "TSZ WAN SHAN (SOUTH)|慈雲山(南)", "STAR FERRY|尖沙咀碼頭"),
        ("KMB", "6", "LAI CHI KOK|荔枝角", "STAR FERRY|尖沙咀碼頭"),
        ("KMB", "11", "DIAMOND HILL STATION|鑽石山站", "KOWLOON STATION|九龍站"),
        ("KMB", "26", "SHUN TIN|順天", "TSIM SHA TSUI EAST (MODY ROAD)|尖沙咀東(麼地道)"),
        ("KMB", "40", "TSUEN WAN (NINA TOWER)|荃灣(如心廣場)", "LAGUNA CITY|麗港城"),
        ("KMB", "68X", "YUEN LONG (WEST)|元朗(西)", "MONG KOK (PARK AVENUE)|旺角(柏景灣)"),
        ("KMB", "74X", "TAI PO MARKET STATION|大埔墟站", "KWUN TONG FERRY|觀塘碼頭"),
        ("KMB", "81C", "YU CHUI COURT|愉翠苑", "TSIM SHA TSUI EAST (MODY ROAD)|尖沙咀東(麼地道)"),
        ("KMB", "272A", "UNIVERSITY STATION|大學站", "PAK SHEK KOK|白石角"),
        ("KMB", "960", "TUEN MUN (WONG CHU ROAD)|屯門(王助路)", "WAN CHAI NORTH|灣仔北"),
        ("CTB", "5B", "KENNEDY TOWN|堅尼地城", "TIMES SQUARE|時代廣場"),
        ("CTB", "6", "CENTRAL (EXCHANGE SQUARE)|中環(交易廣場)", "STANLEY PRISON|赤柱監獄"),
        ("CTB", "6X", "CENTRAL (EXCHANGE SQUARE)|中環(交易廣場)", "STANLEY PRISON|赤柱監獄"),
        ("CTB", "15", "CENTRAL (PIER 5)|中環(5號碼頭)", "THE PEAK|山頂"),
        ("CTB", "260", "CENTRAL (EXCHANGE SQUARE)|中環(交易廣場)", "STANLEY VILLAGE|赤柱村"),
        ("CTB", "788", "SIU SAI WAN|小西灣", "CENTRAL (MACAU FERRY)|中環(港澳碼頭)"),
        ("CTB", "A11", "AIRPORT (GROUND TRANSPORTATION CENTRE)|機場(地面運輸中心)", "NORTH POINT FERRY PIER|北角碼頭"),
        ("CTB", "A21", "AIRPORT (GROUND TRANSPORTATION CENTRE)|機場(地面運輸中心)", "HUNG HOM STATION|紅磡站"),
        ("CTB", "E23", "TSZ WAN SHAN (SOUTH)|慈雲山(南)", "AIRPORT (GROUND TRANSPORTATION CENTRE)|機場(地面運輸中心)"),
        ("KMB", "101", "KWUN TONG (YUE MAN SQUARE)|觀塘(裕民坊)", "KENNEDY TOWN|堅尼地城"),
        ("KMB", "104", "PAK TIN|白田", "CENTRAL (MACAU FERRY)|中環(港澳碼頭)"),
        ("KMB", "170", "SHA TIN STATION|沙田站", "WAH FU (NORTH)|華富(北)"),
        ("KMB", "182", "YU CHUI COURT|愉翠苑", "CENTRAL (MACAU FERRY)|中環(港澳碼頭)"),
        ("KMB", "N170", "WAH FU (NORTH)|華富(北)", "SHA TIN STATION|沙田站"),
    ]

    /// Each stop and the routes calling at it.
    private static let stops: [(name: String, routes: [String])] = [
        ("STAR FERRY|尖沙咀碼頭", ["1", "1A", "2", "5C", "6"]),
        ("CHUNG KING MANSION|重慶大廈", ["1", "1A", "2", "5C", "6"]),
        ("PRINCE EDWARD STATION|太子站", ["1", "2", "6"]),
        ("MONG KOK EAST STATION|旺角東站", ["1A", "68X"]),
        ("MONG KOK (PARK AVENUE)|旺角(柏景灣)", ["68X"]),
        ("SHA TIN STATION|沙田站", ["170", "N170"]),
        ("UNIVERSITY STATION|大學站", ["272A"]),
        ("KOWLOON TONG STATION|九龍塘站", ["182"]),
        ("HUNG HOM STATION|紅磡站", ["A21"]),
        ("CROSS HARBOUR TUNNEL|紅磡海底隧道", ["101", "104", "170", "182", "N170"]),
        ("CENTRAL (EXCHANGE SQUARE)|中環(交易廣場)", ["6", "6X", "260"]),
        ("ADMIRALTY STATION|金鐘站", ["6", "6X", "260", "101", "104", "182"]),
        ("STANLEY VILLAGE|赤柱村", ["6", "6X", "260"]),
        ("THE PEAK|山頂", ["15"]),
        ("AIRPORT (GROUND TRANSPORTATION CENTRE)|機場(地面運輸中心)", ["A11", "A21", "E23"]),
        ("NORTH POINT FERRY PIER|北角碼頭", ["A11"]),
        ("MEI FOO|美孚", ["2A"]),
        ("LOK WAH|樂華", ["2A"]),
        ("TSUEN WAN (NINA TOWER)|荃灣(如心廣場)", ["40"]),
        ("TSIM SHA TSUI EAST (MODY ROAD)|尖沙咀東(麼地道)", ["26", "81C"]),
        ("KENNEDY TOWN|堅尼地城", ["5B", "101"]),
        ("TIMES SQUARE|時代廣場", ["5B"]),
        ("DIAMOND HILL STATION|鑽石山站", ["11"]),
        ("TAI PO MARKET STATION|大埔墟站", ["74X"]),
    ]

    /// `EN|繁體` as a name in three scripts, Simplified by ICU's transform.
    private static func text(_ pair: String) -> LocalizedText {
        let parts = pair.split(separator: "|").map(String.init)
        let simplified = parts[1].applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? parts[1]
        return LocalizedText(en: parts[0], tc: parts[1], sc: simplified)
    }

    var stopNames: [LocalizedText] { Self.stops.map { Self.text($0.name) } }

    func isKnownRoute(_ route: String) -> Bool { Self.routes.contains { $0.route == route } }

    func lines(of route: String, company: String?) -> [BusLine] {
        Self.routes.filter { $0.route == route && (company == nil || $0.company == company) }.map { entry in
            BusLine(
                company: entry.company, route: entry.route, origin: Self.text(entry.origin),
                destination: Self.text(entry.destination))
        }
    }

    func lines(atStop stop: String) -> [BusLine] {
        let routes = Self.stops.first { Self.text($0.name).en == stop }?.routes ?? []
        return routes.flatMap { lines(of: $0, company: nil) }
    }

    /// The routes at every stop whose English name holds `name`, upper-cased.
    func lines(near name: String) -> [BusLine] {
        Self.stops.filter { $0.name.contains(name.uppercased()) }.flatMap(\.routes).flatMap { lines(of: $0, company: nil) }
    }

    /// The stops named `name`, or holding it, that `route` calls at: the fixture has no coordinates, so a stop
    /// "near" a name is one whose English name holds it.
    func stops(of route: String, near name: String, company: String?) -> [String] {
        let calling: [String] = Self.stops.filter { $0.routes.contains(route) }.map { Self.text($0.name).en }
        let matching = calling.filter { $0.contains(name.uppercased()) }
        return matching.filter { $0 == name } + matching.filter { $0 != name }.sorted()
    }

    /// The fixture has no coordinates: wherever the rider is, Star Ferry is 90 m away and Chung King Mansion 240 m.
    func stops(near place: Coordinate, limit: Int) -> [NearbyBusStop] {
        zip(Self.stops.prefix(2), [90, 240]).prefix(limit).map { stop, metres in
            NearbyBusStop(name: Self.text(stop.name), distanceM: metres, routes: stop.routes)
        }
    }

    /// Two buses of each route asked about, 3 and 12 minutes after `now`, plus 7 minutes for each further route.
    func arrivals(route: String?, atStop stop: String, company: String?) async throws -> Fetched<[BusArrival]> {
        if let failure { throw failure }
        let served = lines(atStop: stop).filter { route == nil || $0.route == route }
        let arrivals = served.enumerated().flatMap { index, line in
            [3.0, 12.0].map { minutes in
                BusArrival(
                    company: line.company, route: line.route, destination: line.destination,
                    stop: Self.text(Self.stops.first { Self.text($0.name).en == stop }?.name ?? "\(stop)|\(stop)"),
                    eta: now.addingTimeInterval((minutes + Double(index) * 7) * 60), isScheduled: false,
                    remark: .empty)
            }
        }
        return Fetched(arrivals, fetchedAt: now.addingTimeInterval(-20), isCached: true)
    }
}
