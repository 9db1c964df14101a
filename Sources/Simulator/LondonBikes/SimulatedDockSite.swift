import Foundation

/// A simulated docking station: where it is and what never changes while the simulator runs.
struct SimulatedDockSite: Sendable, Hashable {
    /// `BikePoints_<n>`; the numbers are sparse, as TfL's are.
    var id: String
    var name: String
    var terminalName: String
    var latitude: Double
    var longitude: Double
    /// Every dock, working or not.
    var docks: Int
    /// Docks that take no bike; most real stations have a few (API-NOTES §TfL 2).
    var broken: Int
    /// Share of the bikes that are e-bikes.
    var eBikeShare: Double
    /// Seconds between changes of the counts: a busy dock changes every few minutes, a quiet one rarely.
    var changeEvery: Double
    /// Where in its daily swing the dock starts.
    var phase: Double
    var installed = true
    var locked = false
    var temporary = false
    /// Epoch milliseconds of installation.
    var installedAtMilliseconds: Int64
    /// Epoch milliseconds of a planned removal, set on a few installed docks.
    var removalAtMilliseconds: Int64?
}

/// About 800 docks over central London, the quirks of the real list included: names with `" , "`, sparse ids, a few
/// docks locked, not installed or temporary, and TfL's test dock at (0, 0).
enum LondonDockSites {
    static let streets = [
        "River Street", "Phillimore Gardens", "Christopher Street", "St. Chad's Street", "Sedding Street", "Broadcasting House",
        "Charlbert Street", "Maida Vale", "New Globe Walk", "Park Street", "Brunswick Square", "Doric Way", "Wellington Arch",
        "Scala Street", "Fisher Street", "Tysoe Street", "Kennington Lane", "Great Russell Street", "Belgrove Street",
        "Hop Exchange", "Waterloo Station", "Southwark Street", "Eccleston Place", "Hatton Wall", "Queen Street",
        "Bayley Street", "Dorset Square", "Ampton Street", "Sackville Street", "Houghton Street", "Finsbury Circus",
        "Marchmont Street", "Exmouth Market", "Vauxhall Cross", "Bonhill Street", "Lisson Grove", "Whitechapel Road",
        "Albert Embankment", "Frith Street", "Hyde Park Corner", "Ravenscourt Park", "Élysée Place", "Café Row",
    ]
    static let areas = [
        "Clerkenwell", "Kensington", "Liverpool Street", "King's Cross", "Sloane Square", "Marylebone", "St. John's Wood",
        "Bankside", "Mayfair", "Bloomsbury", "Hyde Park", "Fitzrovia", "Holborn", "Vauxhall", "Waterloo", "Borough",
        "Victoria", "The City", "Shoreditch", "Whitechapel", "Soho", "Hammersmith", "Stratford", "Canary Wharf",
    ]

    /// `count` docks (plus the test dock) drawn from `seed`.
    static func generate(count: Int = 800, seed: UInt64 = 1) -> [SimulatedDockSite] {
        var random = SeededRandom(seed: seed, stream: "london-docks")
        var sites: [SimulatedDockSite] = []
        var number = 0
        while sites.count < count {
            number += random.chance(0.1) ? 2 : 1
            if number == testDockNumber { continue }
            let docks = random.int(in: 12...40)
            // About four in five real docks have at least one broken dock.
            let broken = random.chance(0.79) ? random.int(in: 1...min(11, docks / 3)) : 0
            // Central London, a little wider east to west, denser in the middle.
            let latitude = 51.508 + random.bell() * 0.018
            let longitude = -0.120 + random.bell() * 0.045
            let separator = random.chance(0.05) ? " , " : ", "
            var site = SimulatedDockSite(
                id: "BikePoints_\(number)", name: "\(random.pick(streets))\(separator)\(random.pick(areas))",
                terminalName: String(format: "%06d", 1_000 + number * 7), latitude: latitude, longitude: longitude, docks: docks,
                broken: broken, eBikeShare: random.double(in: 0.05...0.3),
                changeEvery: random.pick([300, 900, 1_800, 3_600, 7_200, 14_400]),
                phase: random.unit(), installedAtMilliseconds: 1_278_947_280_000 + Int64(number) * 86_400_000)
            site.locked = random.chance(0.01)
            site.installed = !random.chance(0.005)
            site.temporary = random.chance(0.004)
            site.removalAtMilliseconds = random.chance(0.005) ? 1_893_456_000_000 : nil
            sites.append(site)
        }
        return sites + [testDock]
    }

    private static let testDockNumber = 791

    /// TfL's "Test Desktop " dock at (0, 0): not installed, no docks (API-NOTES §TfL 5).
    static let testDock = SimulatedDockSite(
        id: "BikePoints_791", name: "Test Desktop ", terminalName: "TEST01", latitude: 0, longitude: 0, docks: 0, broken: 0,
        eBikeShare: 0, changeEvery: 86_400, phase: 0, installed: false, installedAtMilliseconds: 1_500_000_000_000)
}
