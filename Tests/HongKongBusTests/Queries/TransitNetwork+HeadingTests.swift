import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

/// Which way buses leave a stop: what tells "Central Park" on one side of the road from its namesake opposite.
struct TransitNetworkHeadingTests {
    /// Stops 1 to 7, by number.
    private static let stops = (0...7).map(Build.kmbStopID)

    private let network = TestNetwork.network([
        Build.route("KMB:1:O:1", [stops[1], stops[2], stops[3]]),
        Build.route("KMB:2:O:1", [stops[1], stops[2], stops[4]]),
        Build.route("KMB:3:O:1", [stops[5], stops[1], stops[6]]),
        Build.route("KMB:1:I:1", [stops[3], stops[2], stops[7]]),
        Build.route("KMB:4:O:1", [stops[6], stops[2], stops[3]]),
    ])

    @Test func theNextStopOfMostRoutesIsTheHeading() {
        #expect(network.heading(ofStop: Self.stops[1])?.id == Self.stops[2])
        #expect(network.heading(ofStop: Self.stops[2])?.id == Self.stops[3])
    }

    @Test func aStopWhereEveryRouteEndsHasNoHeading() {
        #expect(network.heading(ofStop: Self.stops[4]) == nil)
        #expect(network.heading(ofStop: "NOT-A-STOP") == nil)
    }

    @Test func aTerminusWhereAnotherRouteStartsHeadsWhereThatOneGoes() {
        // Stop 3 ends routes 1 and 4 outbound and starts route 1 inbound: its buses leave towards stop 2.
        #expect(network.heading(ofStop: Self.stops[3])?.id == Self.stops[2])
        // Stop 6 ends route 3 and starts route 4.
        #expect(network.heading(ofStop: Self.stops[6])?.id == Self.stops[2])
    }
}
