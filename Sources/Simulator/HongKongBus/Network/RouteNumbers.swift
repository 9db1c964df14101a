/// Realistic Hong Kong route numbers: 1, 1A, 2X, 101, 234A, 960, N8, A21, E23, …
enum RouteNumbers {
    /// Cross-harbour and long-distance numbers that KMB and Citybus run jointly, in the order they are taken.
    static let joint = [
        "101", "102", "103", "104", "106", "107", "108", "109", "110", "111", "112", "113", "115", "116", "117",
        "118", "170", "171", "182", "601", "619", "641", "671", "680", "681", "690", "904", "905", "914", "930",
        "948", "960", "961", "968", "969", "970", "971", "973",
    ]

    /// Citybus's special and seasonal routes (API-NOTES §Citybus 4): suffix R, P, S or X, or prefix N.
    static func isCitybusSpecial(_ route: String) -> Bool {
        route.hasPrefix("N") || ["R", "P", "S", "X"].contains(route.last.map(String.init) ?? "")
    }

    /// `count` distinct KMB numbers, the joint ones first.
    static func kmb(count: Int, joint: [String], using random: inout SeededRandom) -> [String] {
        distinct(count: count, first: joint, using: &random) { random in
            switch random.below(100) {
            case 0..<4: "N" + String(random.int(in: 1...299))
            case 4..<7: "A" + String(random.int(in: 31...47))
            case 7..<19: String(random.int(in: 900...999)) + suffix(from: "ABCPX", share: 0.4, using: &random)
            case 19..<47: String(random.int(in: 200...299)) + suffix(from: "ABCDEFKMPSX", share: 0.5, using: &random)
            default: String(random.int(in: 1...99)) + suffix(from: "ABCDEFKMPSX", share: 0.5, using: &random)
            }
        }
    }

    /// `count` distinct Citybus numbers: the joint ones, then `special` special ones, then ordinary ones.
    static func citybus(count: Int, joint: [String], special: Int, using random: inout SeededRandom) -> [String] {
        let specials = distinct(count: special, first: [], using: &random) { random in
            random.chance(0.4)
                ? "N" + ordinaryNumber(using: &random)
                : ordinaryNumber(using: &random) + String(random.pick(Array("RPSX")))
        }
        return distinct(count: count, first: joint + specials, using: &random) { random in
            switch random.below(100) {
            case 0..<8: "A" + String(random.int(in: 10...47))
            case 8..<15: "E" + String(random.int(in: 11...43))
            default: ordinaryNumber(using: &random) + suffix(from: "ABCM", share: 0.3, using: &random)
            }
        }
    }

    private static func ordinaryNumber(using random: inout SeededRandom) -> String {
        switch random.below(100) {
        case 0..<55: String(random.int(in: 1...99))
        case 55..<85: String(random.int(in: 500...799))
        default: String(random.int(in: 900...999))
        }
    }

    private static func suffix(from letters: String, share: Double, using random: inout SeededRandom) -> String {
        random.chance(share) ? String(random.pick(Array(letters))) : ""
    }

    private static func distinct(
        count: Int, first: [String], using random: inout SeededRandom,
        make: (inout SeededRandom) -> String
    ) -> [String] {
        var result = Array(first.prefix(count))
        var seen = Set(result)
        while result.count < count {
            let candidate = make(&random)
            if seen.insert(candidate).inserted { result.append(candidate) }
        }
        return result
    }
}
