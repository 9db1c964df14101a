import Foundation
import NextStopCore

/// Why a typed station name found no single station.
public enum StationLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing matched; `suggestions` are the closest names (up to 3).
    case unknown(query: String, suggestions: [String])
    /// Several stations start with what was typed.
    case ambiguous(query: String, candidates: [String])

    /// One line for a CLI or an API error.
    public var description: String {
        switch self {
        case .unknown(let query, let suggestions):
            suggestions.isEmpty
                ? "unknown station \"\(query.quotedInError)\""
                : "unknown station \"\(query.quotedInError)\"; did you mean \(Self.list(suggestions))?"
        case .ambiguous(let query, let candidates):
            "\"\(query.quotedInError)\" matches several stations: \(Self.list(candidates)); type more of the name"
        }
    }

    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

/// Finds a station from what a rider types: an id, the name in any case or punctuation, a common abbreviation
/// or nickname, a unique prefix, or a unique run of words; otherwise suggests the closest names.
struct StationMatcher {
    private let stations: [CaltrainStation]
    private let keys: [StationNameKey]

    /// A matcher over `stations`, whose order is the order candidates and suggestions are listed in.
    init(stations: [CaltrainStation]) {
        self.stations = stations
        keys = stations.map { StationNameKey($0.name) }
    }

    /// The index in `stations` of the station `query` names.
    func match(_ query: String) throws(StationLookupError) -> Int {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        if let byId = stations.firstIndex(where: { $0.id == trimmed || $0.platformIds.contains(trimmed) }) { return byId }
        var key = StationNameKey(trimmed)
        if let alias = StationNameKey.aliases[key.text] { key = StationNameKey(alias) }
        guard !key.words.isEmpty else { throw .unknown(query: query, suggestions: []) }
        let rules: [(StationNameKey) -> Bool] = [
            { $0 == key },
            { $0.compact == key.compact },
            { $0.text.hasPrefix(key.text) || $0.compact.hasPrefix(key.compact) },
            { $0.containsWords(of: key) },
        ]
        for rule in rules {
            let found = keys.indices.filter { rule(keys[$0]) }
            if found.count == 1 { return found[0] }
            if found.count > 1 { throw .ambiguous(query: query, candidates: found.map { stations[$0].name }) }
        }
        throw .unknown(query: query, suggestions: suggestions(for: key, count: 3))
    }

    /// The `count` station names closest to `key` by edit distance (ties in station order).
    func suggestions(for key: StationNameKey, count: Int) -> [String] {
        let ranked = keys.indices.map { index -> (distance: Int, index: Int) in
            let name = keys[index].text
            // A partly typed name should rank by the part typed, not be punished for the rest.
            let typedPart = String(name.prefix(key.text.count))
            let distance = min(StationNameKey.editDistance(key.text, name), StationNameKey.editDistance(key.text, typedPart) + 1)
            return (distance, index)
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map { stations[$0.index].name }
    }
}
