import HongKongBus
import NextStopCore
import Simulator
import Testing

@Suite struct SyntheticNetworkMutationTests {
    private func changedKeys(_ before: SyntheticNetwork, _ after: SyntheticNetwork) -> Set<RouteKey> {
        let old = Dictionary(uniqueKeysWithValues: before.variants.map { ($0.key, $0) })
        return Set(after.variants.filter { old[$0.key] != $0 }.map(\.key))
    }

    @Test func changesExactlyTheAskedNumberOfVariants() {
        // Given the Hong Kong-scale network
        let network = TestNetworks.hk

        // When 25 routes change
        let mutated = network.mutated(routes: 25, seed: 1)

        // Then exactly 25 variants differ, none appears or disappears, and their ends stay
        #expect(changedKeys(network, mutated).count == 25)
        #expect(Set(mutated.variants.map(\.key)) == Set(network.variants.map(\.key)))
        let old = Dictionary(uniqueKeysWithValues: network.variants.map { ($0.key, $0) })
        for variant in mutated.variants {
            #expect(variant.stopIDs.first == old[variant.key]?.stopIDs.first)
            #expect(variant.stopIDs.last == old[variant.key]?.stopIDs.last)
        }
    }

    @Test func isDeterministicAndDependsOnTheSeed() {
        // Given the tiny network
        let network = TestNetworks.tiny

        // When mutating twice with one seed and once with another
        let first = network.mutated(routes: 3, seed: 9)
        let again = network.mutated(routes: 3, seed: 9)
        let other = (10...15).map { network.mutated(routes: 3, seed: $0) }

        // Then the same seed gives the same network, and other seeds change other things
        #expect(first == again)
        #expect(other.contains { $0 != first })
        #expect(changedKeys(network, first).count == 3)
    }

    @Test func keepsCitybusStopsToThoseStillVisited() {
        // Given a heavily mutated tiny network
        let mutated = TestNetworks.tiny.mutated(routes: 12, seed: 4)

        // Then every listed Citybus stop is still visited, and every visited one listed
        let visited = Set(mutated.citybusVariants.flatMap(\.stopIDs))
        #expect(Set(mutated.citybusStops.map(\.id)) == visited)
    }
}
