import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkTests {
    @Test("visits at a stop come in route-key order with every position of a repeated stop")
    func visitsInKeyOrder() {
        let stops = (1...3).map { Build.stop(Build.kmbStopID($0)) } + [Build.stop(Build.citybusStopID(1))]
        let ids = stops.map(\.id)
        let network = Build.network(
            stops,
            [
                Build.route("KMB:10:O:1", [ids[0], ids[1]]), Build.route("KMB:2:O:1", [ids[0], ids[1], ids[2], ids[0]]),
                Build.route("CTB:5:I:1", [ids[3], ids[0]]), Build.route("KMB:2:I:1", [ids[2], ids[0]]),
            ])

        let visits = network.visits(atStop: ids[0])

        #expect(visits.map(\.route.key.description) == ["CTB:5:I:1", "KMB:2:O:1", "KMB:2:I:1", "KMB:10:O:1"])
        #expect(visits.map(\.positions) == [[1], [0, 3], [1], [0]])
    }

    @Test("visit ids answer for the visits they stand for: a loop boarded only where it starts, a terminus not at all")
    func visitIDsMatchVisits() {
        let stops = (1...3).map { Build.stop(Build.kmbStopID($0)) } + [Build.stop(Build.citybusStopID(1))]
        let ids = stops.map(\.id)
        let network = Build.network(
            stops,
            [
                Build.route("KMB:10:O:1", [ids[0], ids[1]], to: "Ten"),
                Build.route("KMB:2:O:1", [ids[0], ids[1], ids[2], ids[0]], to: "Loop"),
                Build.route("CTB:5:I:1", [ids[3], ids[0]], to: "Five"),
            ])

        let visitIDs = network.visitIDs(atStop: ids[0])
        let visits = network.visits(atStop: ids[0])

        #expect(visitIDs.map(network.visit) == visits)
        #expect(visitIDs.map(network.routeKey(of:)) == visits.map(\.route.key))
        #expect(visitIDs.map(network.destination(of:)).map(\.en) == ["Five", "Loop", "Ten"])
        #expect(visitIDs.allSatisfy { network.stopID(of: $0) == ids[0] })
        // Citybus 5 ends here: it arrives and is boarded nowhere; the loop is boarded where it starts.
        #expect(visitIDs.map { Array(network.boardingPositions(of: $0)) } == [[], [0], [0]])
        #expect(visits.map(\.boardingPositions) == [[], [0], [0]])
        #expect(visits.map(\.terminatesHere) == [true, false, false])
        #expect(network.visitIDs(atStop: "NOPE").isEmpty)
    }

    @Test("visits at a stop id that no stop record describes are still found")
    func visitsAtUnknownStop() {
        let network = Build.network([], [Build.route("KMB:1:O:1", ["0000000000000ABC", "0000000000000ABC"])])

        #expect(network.visits(atStop: "0000000000000ABC").map(\.positions) == [[0, 1]])
        #expect(network.visitIDs(atStop: "0000000000000ABC").map(network.stopID(of:)) == ["0000000000000ABC"])
        #expect(network.visits(atStop: "0000000000000DEF").isEmpty)
    }

    @Test("stops and routes are found by id and key")
    func lookups() {
        let stop = Build.stop(Build.kmbStopID(1))
        let network = Build.network([stop], [Build.route("KMB:1:O:1", [stop.id])])

        #expect(network.stop(stop.id) == stop && network.stop("NOPE") == nil)
        #expect(network.route(Build.routeKey("KMB:1:O:1"))?.stopIDs == [stop.id])
        #expect(network.route(Build.routeKey("KMB:1:I:1")) == nil)
    }
}
