import NextStopCore

/// One MTR station: its three-letter code (what the Next Train API asks for and answers with), the numeric id the
/// fare tables use, and its name.
public struct MTRStation: Sendable, Hashable {
    public let code: String
    public let id: Int
    /// MTR publishes English and Traditional Chinese names; the Simplified one is made from the Traditional.
    public let name: LocalizedText

    public init(code: String, id: Int, name: LocalizedText) {
        self.code = code
        self.id = id
        self.name = name
    }
}

/// Which way a train runs, as the Next Train API groups its trains.
public enum MTRBound: String, Sendable, Hashable, CaseIterable {
    case up = "UP"
    case down = "DOWN"

    /// The bound of a station list's direction: `UT`, and branches such as `LMC-UT` (East Rail to Lok Ma Chau) and
    /// `TKS-UT` (to LOHAS Park), run up; `DT` and its branches run down.
    public init(direction: String) {
        self = direction.hasSuffix("UT") ? .up : .down
    }
}

/// One way along a line, or along one of its branches: the stations in the order trains call.
public struct MTRBranch: Sendable, Hashable {
    /// As MTR's station list writes it: `UT`, `DT`, `LMC-UT`, `TKS-DT`, …
    public let direction: String
    public let stations: [MTRStation]

    public var bound: MTRBound { MTRBound(direction: direction) }

    public init(direction: String, stations: [MTRStation]) {
        self.direction = direction
        self.stations = stations
    }
}

/// One MTR line, by its code (`TKL`), with every branch each way.
public struct MTRLine: Sendable, Hashable {
    public let code: String
    public let branches: [MTRBranch]

    public init(code: String, branches: [MTRBranch]) {
        self.code = code
        self.branches = branches
    }

    /// The line's name; MTR's station list carries codes only, so the names are the ones its maps print.
    public var name: LocalizedText {
        Self.names[code] ?? LocalizedText(en: code, tc: code, sc: code)
    }

    /// Every station the line calls at, each once, in the order of its first branch.
    public var stations: [MTRStation] {
        var seen: Set<String> = []
        return branches.flatMap(\.stations).filter { seen.insert($0.code).inserted }
    }

    /// Where trains running `bound` end, each once: the ends of the branches that way, seen from `station` when
    /// given (none at a station where every branch that way ends). A branch that ends where another runs on ends
    /// where that one does: the list stops LOHAS Park's trains towards North Point at Tiu Keng Leng.
    public func termini(_ bound: MTRBound, from station: MTRStation? = nil) -> [MTRStation] {
        let ways = branches.filter { $0.bound == bound }
        let passes = { (branch: MTRBranch, code: String) in branch.stations.dropLast().contains { $0.code == code } }
        let end = { (branch: MTRBranch) -> MTRStation? in
            var end = branch.stations.last
            for _ in ways {
                guard let reached = end, let onward = ways.first(where: { passes($0, reached.code) }) else { break }
                end = onward.stations.last
            }
            return end
        }
        let through = ways.filter { branch in station.map { passes(branch, $0.code) } ?? true }
        var seen: Set<String> = []
        return through.compactMap(end).filter { seen.insert($0.code).inserted }
    }

    private static let names: [String: LocalizedText] = [
        "AEL": LocalizedText(en: "Airport Express", tc: "機場快綫", sc: "机场快线"),
        "DRL": LocalizedText(en: "Disneyland Resort Line", tc: "迪士尼綫", sc: "迪士尼线"),
        "EAL": LocalizedText(en: "East Rail Line", tc: "東鐵綫", sc: "东铁线"),
        "ISL": LocalizedText(en: "Island Line", tc: "港島綫", sc: "港岛线"),
        "KTL": LocalizedText(en: "Kwun Tong Line", tc: "觀塘綫", sc: "观塘线"),
        "SIL": LocalizedText(en: "South Island Line", tc: "南港島綫", sc: "南港岛线"),
        "TCL": LocalizedText(en: "Tung Chung Line", tc: "東涌綫", sc: "东涌线"),
        "TKL": LocalizedText(en: "Tseung Kwan O Line", tc: "將軍澳綫", sc: "将军澳线"),
        "TML": LocalizedText(en: "Tuen Ma Line", tc: "屯馬綫", sc: "屯马线"),
        "TWL": LocalizedText(en: "Tsuen Wan Line", tc: "荃灣綫", sc: "荃湾线"),
    ]
}
