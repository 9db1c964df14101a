import HongKongBus
import NextStopCore
import Testing

@Suite struct RouteNumberTests {
    @Test func ordersAsPeopleReadRouteNumbers() {
        let numbers = ["101", "N8", "1A", "10", "2", "1", "A21", "N121", "E23", "960"]

        let sorted = numbers.map(RouteNumber.init).sorted().map(\.text)

        #expect(sorted == ["1", "1A", "2", "10", "101", "960", "A21", "E23", "N8", "N121"])
    }

    @Test func fullWidthNumeralsEndThePrefixWithoutCountingAsANumber() {
        // given a full-width one, a number to Unicode but not to Int
        let numbers = ["XA", "X１", "X1"]

        let sorted = numbers.map(RouteNumber.init).sorted().map(\.text)

        // then `X１` has the prefix X and no number: after X1, and before XA, whose prefix is longer
        #expect(sorted == ["X1", "X１", "XA"])
    }
}

@Suite struct RouteKeyTests {
    @Test func roundTripsItsTextForm() {
        let key = RouteKey(company: .kmb, route: "234A", direction: .inbound, serviceType: 2)

        #expect(key.description == "KMB:234A:I:2")
        #expect(RouteKey("KMB:234A:I:2") == key)
    }

    @Test func ordersByOperatorThenNumberAsReadThenDirectionThenServiceType() {
        let keys = ["KMB:10:O:1", "CTB:2:O:1", "KMB:2:I:1", "KMB:2:O:2", "KMB:2:O:1", "KMB:1A:I:1"]

        let sorted = keys.compactMap(RouteKey.init).sorted().map(\.description)

        #expect(sorted == ["CTB:2:O:1", "KMB:1A:I:1", "KMB:2:O:1", "KMB:2:O:2", "KMB:2:I:1", "KMB:10:O:1"])
    }

    @Test func refusesMalformedText() {
        for text in ["", "KMB:1:O", "kmb:1:O:1", ":1:O:1", "KMB::O:1", "KMB:1:X:1", "KMB:1:O:one", "KMB:1:O:1:9"] {
            #expect(RouteKey(text) == nil, "\(text) should not parse")
        }
    }
}
