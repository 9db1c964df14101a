import Foundation

/// About 250 stations around Oslo's centre, named for its streets and squares as the real system names them, with a
/// few not installed or locked, the first among them.
enum OsloDockSites {
    static let places = [
        "Jernbanetorget", "Aker Brygge", "Youngstorget", "Torggata", "Bislett", "Grünerløkka", "Olaf Ryes plass",
        "Alexander Kiellands plass", "Majorstuen", "Frognerparken", "Tjuvholmen", "Bjørvika", "Sofienbergparken",
        "Birkelunden", "St. Hanshaugen", "Stortorvet", "Nationaltheatret", "Solli plass", "Vulkan", "Tøyen",
        "Carl Berners plass", "Bogstadveien", "Rådhusplassen", "Schous plass", "Kampen park", "Vippetangen",
    ]
    static let sides = ["", " nord", " sør", " øst", " vest", " ved trikken", " ved T-banen"]

    /// `count` stations drawn from `seed`.
    static func generate(count: Int, seed: UInt64) -> [SimulatedDockSite] {
        var random = SeededRandom(seed: seed, stream: "oslo-docks")
        return (0..<count).map { index in
            let docks = random.int(in: 9...30)
            var site = SimulatedDockSite(
                id: String(380 + index * 3), name: "\(random.pick(places))\(random.pick(sides))", terminalName: "",
                latitude: 59.918 + random.bell() * 0.012, longitude: 10.750 + random.bell() * 0.025, docks: docks,
                broken: random.chance(0.3) ? random.int(in: 1...2) : 0, eBikeShare: random.double(in: 0.1...0.4),
                changeEvery: random.pick([300, 900, 1_800, 3_600]), phase: random.unit(),
                installedAtMilliseconds: 1_491_004_800_000)
            site.installed = !random.chance(0.02)
            // The first is closed for works, as the system's one alert says.
            site.locked = index == 0 || random.chance(0.02)
            return site
        }
    }
}
