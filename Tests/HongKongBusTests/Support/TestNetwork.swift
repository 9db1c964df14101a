import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport

/// The small network the arrivals tests run on; the fixtures' rows are written against it.
enum TestNetwork {
    /// A KMB stop with a loop's terminus (11), both directions of 234A, two of its service types, a stop visited
    /// twice (35A), a renumbered pattern (2X, position 7 while KMB reports `seq` 9) and a plain route (6).
    static let busyStop = "A3ADFCDF8487ADB4"
    /// A Citybus stop: terminus of 11 in both directions, and on route 1 outbound only.
    static let terminus = "001145"
    /// Another KMB stop of 234A and 11, for batches.
    static let quietStop = kmb(10)
    /// Another Citybus stop of route 1, for batches.
    static let citybusStop = ctb(300)

    static let variants: [RouteVariant] = [
        Build.route("KMB:11:O:1", [busyStop, kmb(1), kmb(2), busyStop]),
        Build.route("KMB:234A:O:1", kmbs(10...14) + [busyStop, kmb(15)]),
        Build.route("KMB:234A:O:2", kmbs(10...13) + [busyStop, kmb(15)]),
        Build.route("KMB:234A:I:1", kmbs(20...32) + [busyStop, kmb(33)]),
        Build.route("KMB:2X:O:1", kmbs(40...46) + [busyStop, kmb(47)]),
        Build.route("KMB:35A:O:1", [kmb(50), kmb(51), busyStop, kmb(52), kmb(53), kmb(54), busyStop, kmb(55)]),
        Build.route("KMB:6:O:1", [kmb(60), busyStop, kmb(61)]),
        Build.route("CTB:11:O:1", [terminus] + ctbs(200...246)),
        Build.route("CTB:11:I:1", ctbs(100...146) + [terminus]),
        Build.route("CTB:1:O:1", [ctb(300), ctb(301), terminus, ctb(302)]),
        Build.route("CTB:1:I:1", ctbs(310...320)),
    ]

    /// The network of `variants`.
    static let transit = network(variants)

    /// A KMB stop of joint route 101 (and of KMB's 6), paired with `jointCitybusStop` 110 m away.
    static let jointKMBStop = kmb(0x2201)
    /// A Citybus stop of joint route 101.
    static let jointCitybusStop = ctb(2201)

    /// Route 101 run jointly by both operators along three stop pairs 110 m apart, and KMB's 6 at the middle one.
    static let jointTransit = network(
        [
            Build.route("KMB:101:O:1", [kmb(0x2200), jointKMBStop, kmb(0x2202)]),
            Build.route("CTB:101:O:1", [ctb(2200), jointCitybusStop, ctb(2202)]),
            Build.route("KMB:6:O:1", [kmb(60), jointKMBStop, kmb(61)]),
        ],
        placing: [
            Build.stop(kmb(0x2200), 22.280, 114.150), Build.stop(jointKMBStop, 22.285, 114.150),
            Build.stop(kmb(0x2202), 22.290, 114.150), Build.stop(ctb(2200), 22.281, 114.150),
            Build.stop(jointCitybusStop, 22.286, 114.150), Build.stop(ctb(2202), 22.291, 114.150),
        ]
    )

    /// A network of `variants` with the stops `placing` names; every other stop id they use gets a stop of its own
    /// at least 500 m from the others, so no route is joint by accident.
    static func network(_ variants: [RouteVariant], placing placed: [Stop] = []) -> TransitNetwork {
        let placedIDs = Set(placed.map(\.id))
        let others = Set(variants.flatMap(\.stopIDs)).subtracting(placedIDs).sorted()
        let spread = others.enumerated().map { index, id in
            Build.stop(id, 22.20 + Double(index / 20) * 0.005, 113.90 + Double(index % 20) * 0.005)
        }
        return TransitNetwork(BusNetwork(stops: placed + spread, routes: variants))
    }

    /// The visits of every variant at `stopID`.
    static func visits(at stopID: String) -> [RouteStopPositions] { transit.visits(atStop: stopID) }

    static func kmb(_ number: Int) -> String { Build.kmbStopID(number) }
    static func ctb(_ number: Int) -> String { Build.citybusStopID(number) }
    private static func kmbs(_ numbers: ClosedRange<Int>) -> [String] { numbers.map(kmb) }
    private static func ctbs(_ numbers: ClosedRange<Int>) -> [String] { numbers.map(ctb) }
}
