import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

struct TransitNetworkJointRoutesTests {
    private let kmbKey = Build.routeKey("KMB:1:O:1")
    private let ctbKey = Build.routeKey("CTB:1:O:1")

    /// KMB 1 along three stops 1 km apart, and Citybus 1 along stops `offset` metres north of each (or of the
    /// positions given), so every pair lies exactly `offset` metres apart.
    private func network(offset: Double, citybusAlong positions: [Double] = [0, 1_000, 2_000]) -> TransitNetwork {
        let kmbStops = [0.0, 1_000, 2_000].enumerated().map { Build.stop(Build.kmbStopID($0 + 1), at: Build.east($1)) }
        let ctbStops = positions.enumerated().map {
            Build.stop(Build.citybusStopID($0 + 1), at: Build.north(of: Build.east($1), offset))
        }
        return Build.network(
            kmbStops + ctbStops,
            [Build.route("KMB:1:O:1", kmbStops.map(\.id)), Build.route("CTB:1:O:1", ctbStops.map(\.id))])
    }

    @Test("paired stops 399 m apart make one joint route, listed once under both operators")
    func within400MetresIsJoint() throws {
        let network = network(offset: 399)

        let groups = network.routes(matching: "1").groups

        #expect(network.isJoint(routeNumber: "1"))
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group.companies == [.ctb, .kmb] && group.isJoint)
        #expect(group.directions.map(\.key) == [kmbKey])
        #expect(group.directions.first?.jointRoute == ctbKey)
    }

    @Test("paired stops 401 m apart are two routes")
    func beyond400MetresIsNotJoint() {
        let network = network(offset: 401)

        #expect(!network.isJoint(routeNumber: "1"))
        #expect(network.routes(matching: "1").groups.map(\.companies) == [[.ctb], [.kmb]])
        #expect(network.jointRoute(of: kmbKey) == nil)
        #expect(network.jointCounterpart(of: kmbKey, atStop: Build.kmbStopID(2)) == nil)
    }

    @Test("the counterpart of a stop is the paired stop on the other operator's variant, both ways")
    func counterpartStops() throws {
        let network = network(offset: 100)

        let fromKMB = try #require(network.jointCounterpart(of: kmbKey, atStop: Build.kmbStopID(2)))
        let fromCitybus = try #require(network.jointCounterpart(of: ctbKey, atStop: Build.citybusStopID(3)))

        #expect(fromKMB.route == ctbKey && fromKMB.stopID == Build.citybusStopID(2))
        #expect(fromCitybus.route == kmbKey && fromCitybus.stopID == Build.kmbStopID(3))
        #expect(network.jointCounterpart(of: kmbKey, atStop: "NOT-ON-THE-ROUTE") == nil)
    }

    @Test("a visit to a joint route's stop leads to the other operator's visit to the paired stop, both ways")
    func jointVisits() throws {
        let network = network(offset: 100)

        let kmbVisit = try #require(network.visitIDs(atStop: Build.kmbStopID(2)).first)
        let ctbVisit = try #require(network.jointVisit(of: kmbVisit))

        #expect(network.routeKey(of: ctbVisit) == ctbKey && network.stopID(of: ctbVisit) == Build.citybusStopID(2))
        #expect(network.jointVisit(of: ctbVisit) == kmbVisit)
        let counterpart = try #require(network.jointCounterpart(of: kmbKey, atStop: Build.kmbStopID(2)))
        #expect(counterpart.route == network.routeKey(of: ctbVisit))
        #expect(counterpart.stopID == network.stopID(of: ctbVisit))
    }

    @Test("a visit of a route run by one operator has no joint visit")
    func noJointVisitBeyond400Metres() throws {
        let network = network(offset: 401)

        let visit = try #require(network.visitIDs(atStop: Build.kmbStopID(2)).first)

        #expect(network.jointVisit(of: visit) == nil)
    }

    @Test("patterns of different lengths pair every stop with its nearest in order")
    func unequalLengthsAlign() throws {
        let network = network(offset: 50, citybusAlong: [0, 200, 1_000, 2_000])

        let middle = try #require(network.jointCounterpart(of: kmbKey, atPosition: 1))
        let extra = try #require(network.jointCounterpart(of: ctbKey, atPosition: 1))

        #expect(network.isJoint(routeNumber: "1"))
        #expect(middle.route == ctbKey && middle.position == 2)
        #expect(extra.route == kmbKey && extra.position == 0)
    }

    @Test("a pattern that starts elsewhere is not joint even when the rest pairs up")
    func firstStopsMustPair() {
        let network = network(offset: 10, citybusAlong: [-1_000, 1_000, 2_000, 2_000])

        #expect(!network.isJoint(routeNumber: "1"))
    }

    @Test("a joint route appears once among nearby routes, with its partner")
    func nearbyListsJointRouteOnce() throws {
        let network = network(offset: 30)

        let routes = try network.nearby(Build.origin).routes

        #expect(routes.count == 1)
        #expect(routes.first?.key == kmbKey && routes.first?.jointRoute == ctbKey)
    }

    @Test("a nearby row's key, stop and partner read without building the row are the row's")
    func nearbyRowParts() throws {
        let network = network(offset: 30)

        let routes = try network.nearby(Build.origin).routes
        let row = try #require(routes.first)

        #expect(routes.key(at: 0) == row.key && routes.stopID(at: 0) == row.stop.id)
        #expect(routes.jointRoute(at: 0) == ctbKey && row.jointRoute == ctbKey)
    }
}
