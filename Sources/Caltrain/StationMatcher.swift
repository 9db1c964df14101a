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
        if let byID = index(ofID: trimmed) { return byID }
        let key = Self.key(trimmed)
        guard !key.words.isEmpty else { throw .unknown(query: query, suggestions: []) }
        for rule in rules(for: key) {
            let found = keys.indices.filter { rule(keys[$0]) }
            if found.count == 1 { return found[0] }
            if found.count > 1 { throw .ambiguous(query: query, candidates: found.map { stations[$0].name }) }
        }
        throw .unknown(query: query, suggestions: nearest(to: key).prefix(3).map { stations[$0].name })
    }

    /// The indexes of the stations `query` may name, best first, for a list that narrows as a rider types: the
    /// station an id or nickname names, then those each rule finds in turn; when none does, the 3 closest names.
    func candidates(for query: String, limit: Int) -> [Int] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        var found = index(ofID: trimmed).map { [$0] } ?? []
        let key = Self.key(trimmed)
        guard !key.words.isEmpty else { return found }
        for rule in rules(for: key) {
            found += keys.indices.filter { rule(keys[$0]) && !found.contains($0) }
        }
        if found.isEmpty { found = Array(nearest(to: key).prefix(3)) }
        return Array(found.prefix(limit))
    }

    private func index(ofID text: String) -> Int? {
        stations.firstIndex { $0.id == text || $0.platformIDs.contains(text) }
    }

    /// What was typed, read through the nicknames riders use ("4th and King", "diridon").
    private static func key(_ text: String) -> StationNameKey {
        let key = StationNameKey(text)
        return StationNameKey.aliases[key.text].map(StationNameKey.init) ?? key
    }

    /// The rules a name is tried by, strictest first: the same name, the same letters, a prefix, all its words.
    private func rules(for key: StationNameKey) -> [(StationNameKey) -> Bool] {
        [
            { $0 == key },
            { $0.compact == key.compact },
            { $0.text.hasPrefix(key.text) || $0.compact.hasPrefix(key.compact) },
            { $0.containsWords(of: key) },
        ]
    }

    /// Every station's index, closest name to `key` by edit distance first (ties in station order).
    func nearest(to key: StationNameKey) -> [Int] {
        let ranked = keys.indices.map { index -> (distance: Int, index: Int) in
            let name = keys[index].text
            // A partly typed name should rank by the part typed, not be punished for the rest.
            let typedPart = String(name.prefix(key.text.count))
            let distance = min(StationNameKey.editDistance(key.text, name), StationNameKey.editDistance(key.text, typedPart) + 1)
            return (distance, index)
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.index)
    }
}
