import NextStopCore

extension String {
    /// The text without leading and trailing whitespace; unchanged (and not copied) when there is none.
    var trimmedForQuery: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[first...last]
    }
}
