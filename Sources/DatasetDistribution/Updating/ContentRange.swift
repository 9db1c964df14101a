/// A `Content-Range` header: `bytes first-last/total`, or `bytes */total` on a 416.
struct ContentRange: Hashable {
    /// The bytes the body holds; `nil` for `*`.
    var range: ClosedRange<Int>?
    var total: Int

    init?(_ header: String?) {
        guard let header, header.hasPrefix("bytes ") else { return nil }
        let parts = header.dropFirst("bytes ".count).split(separator: "/")
        guard parts.count == 2, let total = Int(parts[1].trimmingCharacters(in: .whitespaces)), total >= 0 else {
            return nil
        }
        self.total = total
        let span = parts[0].trimmingCharacters(in: .whitespaces)
        guard span != "*" else { return }
        let bounds = span.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard bounds.count == 2, let first = bounds[0], let last = bounds[1], 0 <= first, first <= last, last < total
        else {
            return nil
        }
        range = first...last
    }
}
