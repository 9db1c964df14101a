import Hummingbird

/// What a request's validators (RFC 9110 §13.1) say about the representation it asks for.
struct RequestValidators {
    let headers: HTTPFields

    /// Whether `If-None-Match` is `*` or names `tag` (weak comparison): the client's copy is current, so 304.
    /// A malformed list matches nothing.
    func clientHasCurrent(_ tag: EntityTag) -> Bool {
        let values = headers[values: .ifNoneMatch]
        guard !values.isEmpty else { return false }
        let text = values.joined(separator: ",")[...]
        if text.trimmingSpaces() == "*" { return true }
        return EntityTag.list(text)?.contains { $0.matchesWeakly(tag) } ?? false
    }

    /// Whether a `Range` may be honoured: no `If-Range`, or one whose tag strongly matches `tag`. A date never
    /// matches, as these answers carry no `Last-Modified`.
    func rangeApplies(to tag: EntityTag) -> Bool {
        guard let value = headers[.ifRange] else { return true }
        return EntityTag.single(value[...])?.matchesStrongly(tag) ?? false
    }
}
