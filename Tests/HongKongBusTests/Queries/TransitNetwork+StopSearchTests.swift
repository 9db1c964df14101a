import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkStopSearchTests {
    private let chukYuen = Build.stop(
        Build.kmbStopID(1), at: Build.origin,
        name: LocalizedText(
            en: "CHUK YUEN ESTATE BUS TERMINUS (WT916)", tc: "竹園邨總站 (WT916)", sc: "竹园邨总站 (WT916)"))
    private let starFerry = Build.stop(
        Build.kmbStopID(2), at: Build.north(500),
        name: LocalizedText(en: "STAR FERRY (TS101)", tc: "尖沙咀碼頭 (TS101)", sc: "尖沙咀码头 (TS101)"))
    private let pottinger = Build.stop(
        Build.citybusStopID(1), at: Build.north(900),
        name: LocalizedText(
            en: "Pottinger Street, Des Voeux Road Central", tc: "砵典乍街, 德輔道中",
            sc: "砵典乍街, 德辅道中"))

    private var network: TransitNetwork {
        Build.network(
            [chukYuen, starFerry, pottinger, Stop.placeholder(id: Build.kmbStopID(3), company: .kmb)],
            [
                Build.route("KMB:1:O:1", [chukYuen.id, starFerry.id]),
                Build.route("KMB:1:I:1", [starFerry.id, chukYuen.id]),
                Build.route("KMB:1:O:2", [chukYuen.id]), Build.route("KMB:10:O:1", [chukYuen.id]),
                Build.route("KMB:1A:O:1", [chukYuen.id]), Build.route("CTB:1:O:1", [pottinger.id]),
            ])
    }

    private func ids(_ matches: [StopMatch]) -> [String] { matches.map(\.stop.id) }

    @Test("one character of English finds names containing it in any case")
    func englishSingleCharacter() throws {
        let matches = try network.searchStops("y")

        #expect(Set(ids(matches)) == [chukYuen.id, starFerry.id])
        #expect(matches.allSatisfy { $0.language == .english })
    }

    @Test("one character of Traditional or Simplified Chinese finds only names written in it")
    func chineseSingleCharacter() throws {
        let traditional = try network.searchStops("園")
        let simplified = try network.searchStops("园")
        let both = try network.searchStops("竹")

        #expect(ids(traditional) == [chukYuen.id] && traditional.first?.language == .traditionalChinese)
        #expect(ids(simplified) == [chukYuen.id] && simplified.first?.language == .simplifiedChinese)
        #expect(ids(both) == [chukYuen.id])
        #expect(ids(try network.searchStops("輔")) == [pottinger.id])
    }

    @Test("a stop code finds its stop first, in any case; part of one matches as a word")
    func stopCode() throws {
        let exact = try network.searchStops("wt916")
        let partial = try network.searchStops("WT9")

        #expect(ids(exact) == [chukYuen.id] && exact.first?.kind == .stopCode && exact.first?.language == nil)
        #expect(ids(partial) == [chukYuen.id] && partial.first?.kind == .wordPrefix)
    }

    @Test("a Citybus stop's six-digit code, the one lists show, finds it like a KMB code")
    func citybusStopCode() throws {
        let code = try #require(pottinger.riderCode)

        let matches = try network.searchStops(code)

        #expect(ids(matches) == [pottinger.id] && matches.first?.kind == .stopCode)
    }

    @Test("names starting with the query rank before words starting with it, then other matches")
    func rankingByKind() throws {
        let stops = ["Tai Po Market", "Po Lam", "Airport Road", "Upper Po Road"].enumerated().map {
            Build.stop(Build.kmbStopID($0 + 1), name: $1)
        }
        let network = Build.network(stops, [])

        let matches = try network.searchStops("po")

        #expect(matches.map(\.stop.name.en) == ["Po Lam", "Tai Po Market", "Upper Po Road", "Airport Road"])
        #expect(matches.map(\.kind) == [.namePrefix, .wordPrefix, .wordPrefix, .substring])
    }

    @Test("ties go to the shorter name, then the lower id")
    func tiesByLengthThenID() throws {
        let stops = [
            Build.stop(Build.kmbStopID(3), name: "Mong Kok East"), Build.stop(Build.kmbStopID(2), name: "Mong Kok"),
            Build.stop(Build.kmbStopID(1), name: "Mong Kok East"),
        ]

        let matches = try Build.network(stops, []).searchStops("mong")

        #expect(ids(matches) == [Build.kmbStopID(2), Build.kmbStopID(1), Build.kmbStopID(3)])
    }

    @Test("each match lists the routes calling at it once per operator, in reading order")
    func matchesCarryRoutes() throws {
        let match = try #require(try network.searchStops("WT916").first)

        #expect(match.routes.map(\.description) == ["KMB 1", "KMB 1A", "KMB 10"])
        #expect(network.routesServing(stopID: pottinger.id) == [ServingRoute(company: .ctb, route: "1")])
        #expect(network.routesServing(stopID: "UNKNOWN").isEmpty)
    }

    @Test("the limit caps the matches and placeholders are never found")
    func limitAndPlaceholders() throws {
        #expect(try network.searchStops("(", limit: 1).count == 1)
        #expect(try network.searchStops("Unknown stop").isEmpty)
    }

    @Test("an empty or blank query is an error naming the query")
    func emptyQuery() {
        for query in ["", "  \t"] {
            let error = #expect(throws: QueryError.self) { try network.searchStops(query) }
            #expect(error == .emptyQuery && error?.field == "query")
        }
        #expect(throws: QueryError.invalidLimit(0)) { try network.searchStops("a", limit: 0) }
    }
}
