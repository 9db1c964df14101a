import Foundation
import HongKongBus
import NextStopCore
import Simulator
import Testing

@Suite struct SyntheticNetworkTests {
    // MARK: Determinism

    @Test(arguments: SimulatorScale.allCases)
    func sameSeedGivesTheSameNetwork(scale: SimulatorScale) {
        // Given two networks generated from one seed
        let first = SyntheticNetwork(scale: scale, seed: 99)
        let second = SyntheticNetwork(scale: scale, seed: 99)

        // Then they are identical (compared quietly: a failure must not print two networks)
        #expect(first == second ? true : false)
    }

    @Test func differentSeedsGiveDifferentNetworks() {
        // Given networks from two seeds
        let first = SyntheticNetwork(scale: .tiny, seed: 1)
        let second = SyntheticNetwork(scale: .tiny, seed: 2)

        // Then stops and routes differ
        #expect(first.kmbStops.map(\.id) != second.kmbStops.map(\.id))
        #expect(first.kmbVariants != second.kmbVariants)
        #expect(first.citybusRoutes != second.citybusRoutes)
    }

    // MARK: Hong Kong scale

    @Test func hkScaleMatchesTheRealSizes() {
        // Given the Hong Kong-scale network
        let network = TestNetworks.hk

        // Then its sizes are within 5 % of the real ones (API-NOTES §Sizes)
        let pairs = Set(network.kmbVariants.map { "\($0.route)/\($0.direction.rawValue)" })
        let extras = network.kmbVariants.filter { $0.serviceType != 1 }
        let oneDirection = network.citybusRoutes.filter { $0.outboundStopIDs.isEmpty != $0.inboundStopIDs.isEmpty }
        expectNear(network.kmbVariants.count, 1_610)
        expectNear(pairs.count, 1_317)
        expectNear(extras.count, 300)
        expectNear(network.kmbStops.count, 6_700)
        expectNear(network.kmbRouteStopCount, 36_000)
        expectNear(network.citybusRoutes.count, 400)
        expectNear(oneDirection.count, 100)
        expectNear(network.specialCitybusRoutes.count, 100)
        expectNear(network.citybusStops.count, 2_500)
    }

    @Test func everyKMBRouteAndBoundHasServiceTypeOne() {
        // Given the Hong Kong-scale network
        let variants = TestNetworks.hk.kmbVariants

        // Then every route + bound has type 1, and some have five types (API-NOTES §KMB 6)
        let typesByPair = Dictionary(grouping: variants) { "\($0.route)/\($0.direction.rawValue)" }
            .mapValues { Set($0.map(\.serviceType)) }
        #expect(typesByPair.values.allSatisfy { $0.contains(1) })
        #expect(typesByPair.values.contains { $0.count >= 5 })
        #expect(variants.allSatisfy { (1...9).contains($0.serviceType) })
    }

    @Test func hkScaleHasHundredsOfEachQuirk() {
        // Given the Hong Kong-scale network
        let network = TestNetworks.hk

        // Then about 100 variants are circular, about 100 repeat a stop, and hundreds of coordinates are shared
        expectNear(network.kmbVariants.filter(\.isCircular).count, 91, tolerance: 0)
        let repeating = network.kmbVariants.filter { !$0.isCircular && Set($0.stopIDs).count < $0.stopIDs.count }
        expectNear(repeating.count, 100, tolerance: 0.2)
        #expect(sharedCoordinatePairs(network.kmbStops).count >= 200)
        #expect(network.citybusRoutes.contains { $0.outboundStopIDs.isEmpty && $0.inboundStopIDs.isEmpty })
    }

    // MARK: Tiny scale quirks

    @Test func tinyScaleIsSmall() {
        // Given the tiny network
        let network = TestNetworks.tiny

        // Then it has a handful of routes and about 50 stops
        #expect((3...8).contains(Set(network.kmbVariants.map(\.route)).count))
        #expect((35...70).contains(network.kmbStops.count + network.citybusStops.count))
    }

    @Test func tinyScaleHasEveryKMBQuirk() throws {
        // Given the tiny network
        let network = TestNetworks.tiny
        let listed = Set(network.kmbStops.map(\.id))

        // Then it has a circular variant, a stop visited twice, a route-stop id missing from /stop,
        // shared coordinates and a route + bound with several service types
        #expect(network.kmbVariants.contains { $0.isCircular })
        #expect(network.repeatedStopVariant != nil)
        let missing = try #require(network.missingKMBStopIDs.first)
        #expect(!listed.contains(missing))
        #expect(network.kmbVariants.contains { $0.stopIDs.contains(missing) })
        #expect(!sharedCoordinatePairs(network.kmbStops).isEmpty)
        let types = Dictionary(grouping: network.kmbVariants) { "\($0.route)/\($0.direction.rawValue)" }
        #expect(types.values.contains { Set($0.map(\.serviceType)).count >= 3 })
    }

    @Test func tinyScaleHasEveryCitybusQuirk() {
        // Given the tiny network
        let routes = TestNetworks.tiny.citybusRoutes

        // Then one route runs one direction only, one has no stops, and one is special
        #expect(routes.contains { !$0.outboundStopIDs.isEmpty && $0.inboundStopIDs.isEmpty })
        #expect(routes.contains { $0.outboundStopIDs.isEmpty && $0.inboundStopIDs.isEmpty })
        #expect(routes.contains { $0.isSpecial && !$0.outboundStopIDs.isEmpty })
    }

    @Test(arguments: SimulatorScale.allCases)
    func jointRoutesRunBesideEachOther(scale: SimulatorScale) throws {
        // Given the network's joint routes
        let network = TestNetworks.network(scale)
        let kmbStops = Dictionary(uniqueKeysWithValues: network.kmbStops.map { ($0.id, $0) })
        let citybusStops = Dictionary(uniqueKeysWithValues: network.citybusStops.map { ($0.id, $0) })
        #expect(!network.jointRouteNumbers.isEmpty)

        for route in network.jointRouteNumbers {
            for direction in Direction.allCases {
                // When pairing KMB's and Citybus's stops position by position
                let kmb = try #require(
                    network.kmbVariants.first {
                        $0.route == route && $0.direction == direction && $0.serviceType == 1
                    })
                let citybus = try #require(
                    network.citybusVariants.first { $0.route == route && $0.direction == direction }
                )
                try #require(kmb.stopIDs.count == citybus.stopIDs.count)

                // Then every pair lies within 400 m (API-NOTES §How the best projects use these)
                for (kmbID, citybusID) in zip(kmb.stopIDs, citybus.stopIDs) {
                    let kmbStop = try #require(kmbStops[kmbID])
                    let citybusStop = try #require(citybusStops[citybusID])
                    #expect(kmbStop.coordinate.distance(to: citybusStop.coordinate) < 400)
                }
            }
        }
    }

    // MARK: Records

    @Test(arguments: SimulatorScale.allCases)
    func stopsHaveRealisticIDsCoordinatesAndNames(scale: SimulatorScale) {
        // Given every stop of both operators
        let network = TestNetworks.network(scale)
        let kmb = network.kmbStops
        let citybus = network.citybusStops
        let box = GeoBounds(minLatitude: 22.15, maxLatitude: 22.55, minLongitude: 113.85, maxLongitude: 114.40)

        // Then ids follow each operator's format, coordinates lie in Hong Kong, and names come in three languages
        #expect(kmb.allSatisfy { $0.id.wholeMatch(of: #/[0-9A-Z]{16}/#) != nil && $0.company == .kmb })
        #expect(citybus.allSatisfy { $0.id.wholeMatch(of: #/[0-9]{6}/#) != nil && $0.company == .ctb })
        #expect((kmb + citybus).allSatisfy { box.contains($0.coordinate) })
        #expect((kmb + citybus).allSatisfy { !$0.name.en.isEmpty && !$0.name.tc.isEmpty && !$0.name.sc.isEmpty })
        #expect(Set((kmb + citybus).map(\.id)).count == kmb.count + citybus.count)
        let coded = kmb.filter { $0.name.en.range(of: #" \([A-Z]{2}\d{3}\)$"#, options: .regularExpression) != nil }
        #expect(Double(coded.count) > 0.7 * Double(kmb.count))
    }

    @Test func simplifiedNamesAreMappedFromTraditional() {
        // Given a Hong Kong-scale network, whose names use every table entry many times over
        let network = TestNetworks.hk
        let names =
            network.kmbStops.map(\.name) + network.citybusStops.map(\.name) + network.kmbVariants.map(\.destination)

        // Then Simplified differs from Traditional where a character has a simplified form, e.g. 灣 → 湾
        #expect(names.contains { $0.tc.contains("灣") && $0.sc.contains("湾") && !$0.sc.contains("灣") })
        #expect(names.allSatisfy { $0.sc.count == $0.tc.count })
        #expect(!names.contains { $0.sc.contains(where: { "總灣園龍門馬頭環鐘".contains($0) }) })
    }

    @Test func variantsVisitKnownStopsOnly() {
        // Given the tiny network
        let network = TestNetworks.tiny
        let kmb = Set(network.kmbStops.map(\.id)).union(network.missingKMBStopIDs)
        let citybus = Set(network.citybusStops.map(\.id))

        // Then every route-stop id is a stop of its operator, listed or known to be missing
        #expect(network.kmbVariants.allSatisfy { $0.stopIDs.allSatisfy(kmb.contains) })
        #expect(network.citybusVariants.allSatisfy { $0.stopIDs.allSatisfy(citybus.contains) })
    }

    @Test func citybusInboundRunsFromTheRouteDestination() throws {
        // Given a Citybus route running both directions
        let route = try #require(TestNetworks.tiny.citybusRoutes.first { !$0.inboundStopIDs.isEmpty })

        // When taking its variants
        let inbound = try #require(route.variants.first { $0.direction == .inbound })

        // Then inbound's origin is the route record's destination (API-NOTES §Citybus 1)
        #expect(inbound.origin == route.destination)
        #expect(inbound.destination == route.origin)
    }

    // MARK: Helpers

    private func expectNear(
        _ actual: Int, _ target: Int, tolerance: Double = 0.05, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let allowed = Double(target) * tolerance
        #expect(
            abs(Double(actual - target)) <= allowed, "\(actual) is not within \(allowed) of \(target)",
            sourceLocation: sourceLocation)
    }

    /// Coordinate pairs held by more than one stop id.
    private func sharedCoordinatePairs(_ stops: [Stop]) -> [Coordinate] {
        Dictionary(grouping: stops, by: \.coordinate).filter { $0.value.count > 1 }.map(\.key)
    }
}
