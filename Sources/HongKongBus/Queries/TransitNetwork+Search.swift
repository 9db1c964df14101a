import NextStopCore

extension TransitNetwork {
    /// Routes whose number starts with `prefix`, in any case, grouped and in reading order, with the keys that can
    /// follow; an empty prefix lists every route. Routes without stops never appear.
    public func routes(matching prefix: String) -> RouteSearchResult {
        indexes.routeSearch.result(for: prefix.trimmedForQuery.uppercased())
    }

    /// The variants with stops of a route number in any case, optionally of one operator and direction, ordered by
    /// operator, direction and service type.
    public func findRoute(_ route: String, company: Company? = nil, direction: Direction? = nil) -> [RouteVariant] {
        let variants = indexes.catalog.routeIndexes(number: String(route.trimmedForQuery)).map {
            indexes.network.routes[$0]
        }
        return variants.filter {
            (company == nil || $0.company == company) && (direction == nil || $0.direction == direction)
        }
    }
}

extension String {
    /// The text without leading and trailing whitespace; unchanged (and not copied) when there is none.
    var trimmedForQuery: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[first...last]
    }
}
