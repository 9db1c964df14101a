import NextStopCore

extension TransitNetwork {
    /// Stops whose name contains `query` in English (any case), Traditional or Simplified Chinese, or whose code
    /// it is (`WT916`): the code match first, then names starting with it, then words starting with it, then
    /// other matches; ties by shorter name, then id. At most `limit`, each with the routes calling at it.
    public func searchStops(_ query: String, limit: Int = 50) throws(QueryError) -> [StopMatch] {
        let text = query.trimmedForQuery
        guard !text.isEmpty else { throw .emptyQuery }
        guard limit >= 1 else { throw .invalidLimit(limit) }
        let stops = indexes.network.stops
        var hits = indexes.stopNames.hits(for: String(text))
        // Integer keys order almost everything; ids only break ties, so only the tie group at the cut needs them.
        hits.sort { ($0.kind, $0.nameLength, $0.stop) < ($1.kind, $1.nameLength, $1.stop) }
        let rank = { (hit: StopNameIndex.Hit) in (hit.kind, hit.nameLength) }
        var cut = min(limit, hits.count)
        while cut > 0, cut < hits.count, rank(hits[cut]) == rank(hits[cut - 1]) { cut += 1 }
        let ranked = hits[..<cut].sorted {
            rank($0) != rank($1) ? rank($0) < rank($1) : stops[$0.stop].id < stops[$1.stop].id
        }
        return ranked.prefix(limit).map {
            StopMatch(
                stop: stops[$0.stop], kind: $0.kind, language: $0.language,
                routes: indexes.servingRoutesByStop[$0.stop])
        }
    }
}
