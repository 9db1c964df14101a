import NextStopCore

/// Every route-number prefix with its answer ready: a search is one dictionary lookup.
struct RouteSearchIndex: Sendable {
    private let results: [String: RouteSearchResult]

    /// Indexes groups given in reading order, which every prefix's list keeps.
    init(groups: [RouteGroup]) {
        var groupsByPrefix: [String: [RouteGroup]] = [:]
        var keysByPrefix: [String: Set<Character>] = [:]
        for group in groups {
            let number = group.route.uppercased()
            var prefix = ""
            for character in number {
                groupsByPrefix[prefix, default: []].append(group)
                keysByPrefix[prefix, default: []].insert(character)
                prefix.append(character)
            }
            groupsByPrefix[number, default: []].append(group)
        }
        var results: [String: RouteSearchResult] = [:]
        for (prefix, groups) in groupsByPrefix {
            let keys = (keysByPrefix[prefix] ?? []).sorted { ($0.isNumber ? 0 : 1, $0) < ($1.isNumber ? 0 : 1, $1) }
            results[prefix] = RouteSearchResult(prefix: prefix, groups: groups, nextKeys: keys)
        }
        self.results = results
    }

    /// The answer for an upper-cased, trimmed prefix; an empty one when no route starts with it.
    func result(for prefix: String) -> RouteSearchResult {
        results[prefix] ?? RouteSearchResult(prefix: prefix, groups: [], nextKeys: [])
    }
}
