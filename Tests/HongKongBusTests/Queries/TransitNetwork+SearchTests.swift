import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkSearchTests {
    /// KMB 1 (both ways, with a special departure), 1A, 10, 101, 9, 9C and 9X without stops; Citybus 10, far away.
    private let network: TransitNetwork = {
        let kmbStops = (1...4).map { Build.stop(Build.kmbStopID($0), at: Build.north(Double($0) * 300)) }
        let ctbStops = (1...2).map { Build.stop(Build.citybusStopID($0), at: Build.north(Double($0) * 300 + 20_000)) }
        let kmb = kmbStops.map(\.id)
        return Build.network(
            kmbStops + ctbStops,
            [
                Build.route("KMB:101:O:1", kmb),
                Build.route("KMB:1:I:1", kmb.reversed(), from: "Star Ferry", to: "Chuk Yuen"),
                Build.route("KMB:1:O:2", Array(kmb.prefix(3)), from: "Chuk Yuen", to: "Jordan"),
                Build.route("KMB:1:O:1", kmb, from: "Chuk Yuen", to: "Star Ferry"), Build.route("KMB:1A:O:1", kmb),
                Build.route("KMB:10:O:1", kmb), Build.route("CTB:10:O:1", ctbStops.map(\.id)),
                Build.route("KMB:9:O:1", kmb), Build.route("KMB:9C:O:1", kmb),
                Build.route("KMB:9X:O:1", []), Build.route("CTB:9X:O:1", []),
            ])
    }()

    private func listing(_ result: RouteSearchResult) -> [String] {
        result.groups.map { "\($0.companies.map(\.rawValue).joined(separator: "+")) \($0.route)" }
    }

    @Test("a prefix lists every route starting with it in reading order, one group per operator")
    func prefixListsRoutesInReadingOrder() {
        let result = network.routes(matching: "1")

        #expect(listing(result) == ["KMB 1", "KMB 1A", "CTB 10", "KMB 10", "KMB 101"])
        #expect(result.prefix == "1")
    }

    @Test("the next keys are the characters that lead to a route with stops, digits before letters")
    func nextKeysFollowRoutesWithStops() {
        #expect(network.routes(matching: "").nextKeys == ["1", "9"])
        #expect(network.routes(matching: "1").nextKeys == ["0", "A"])
        #expect(network.routes(matching: "10").nextKeys == ["1"])
        #expect(network.routes(matching: "9").nextKeys == ["C"])
        #expect(network.routes(matching: "9C").nextKeys == [])
    }

    @Test("routes without stops never appear, not even by their full number")
    func routesWithoutStopsNeverAppear() {
        let everything = network.routes(matching: "")
        let missing = network.routes(matching: "9X")

        #expect(!listing(everything).contains { $0.hasSuffix(" 9X") })
        #expect(missing.groups.isEmpty && missing.nextKeys.isEmpty)
        #expect(network.findRoute("9X").isEmpty)
    }

    @Test("input is matched in any case and without surrounding spaces")
    func inputIsNormalised() {
        let result = network.routes(matching: " 9c ")

        #expect(result.prefix == "9C")
        #expect(listing(result) == ["KMB 9C"])
    }

    @Test("an unknown prefix finds nothing and offers no keys")
    func unknownPrefixFindsNothing() {
        let result = network.routes(matching: "2")

        #expect(result.groups.isEmpty && result.nextKeys.isEmpty)
    }

    @Test("other service types are listed under their direction as special departures")
    func serviceTypesAreSpecialDepartures() throws {
        let group = try #require(network.routes(matching: "1").groups.first)

        #expect(group.directions.map(\.key.description) == ["KMB:1:O:1", "KMB:1:I:1"])
        let outbound = group.directions[0]
        #expect(outbound.origin.en == "Chuk Yuen" && outbound.destination.en == "Star Ferry")
        #expect(outbound.specialDepartures.map(\.key.description) == ["KMB:1:O:2"])
        #expect(outbound.specialDepartures.first?.destination.en == "Jordan")
        #expect(group.directions[1].specialDepartures.isEmpty)
    }

    @Test("a direction without service type 1 is led by its lowest type")
    func directionWithoutRegularVariant() {
        let stop = Build.stop(Build.kmbStopID(1))
        let network = Build.network([stop], [Build.route("KMB:5:O:4", [stop.id]), Build.route("KMB:5:O:3", [stop.id])])

        let direction = network.routes(matching: "5").groups.first?.directions.first

        #expect(direction?.key.serviceType == 3)
        #expect(direction?.specialDepartures.map(\.key.serviceType) == [4])
    }

    @Test("finding a route from loose input filters by operator and direction")
    func findRouteFromLooseInput() {
        #expect(network.findRoute("1").map(\.key.description) == ["KMB:1:O:1", "KMB:1:O:2", "KMB:1:I:1"])
        #expect(network.findRoute("1a").map(\.key.description) == ["KMB:1A:O:1"])
        #expect(network.findRoute("10", company: .ctb).map(\.key.description) == ["CTB:10:O:1"])
        #expect(network.findRoute("1", direction: .inbound).map(\.key.description) == ["KMB:1:I:1"])
        #expect(network.findRoute("77").isEmpty)
    }
}
