/// An entity tag (RFC 9110 §8.8.3): an opaque quoted string, strong or weak (`W/"…"`).
struct EntityTag: Hashable, Sendable {
    /// The text between the quotes.
    let opaque: String
    let isWeak: Bool

    /// A strong tag; `opaque` must hold no double quote.
    init(strong opaque: String) {
        self.init(opaque: opaque, isWeak: false)
    }

    private init(opaque: String, isWeak: Bool) {
        self.opaque = opaque
        self.isWeak = isWeak
    }

    /// The tag as an `ETag` header writes it.
    var headerValue: String { (isWeak ? "W/" : "") + "\"\(opaque)\"" }

    /// Weak comparison, for `If-None-Match`: the opaque parts are equal.
    func matchesWeakly(_ other: EntityTag) -> Bool { opaque == other.opaque }

    /// Strong comparison, for `If-Range`: both tags are strong and equal.
    func matchesStrongly(_ other: EntityTag) -> Bool { !isWeak && !other.isWeak && opaque == other.opaque }

    /// A header holding exactly one tag, or `nil` (a date in `If-Range`, or malformed text).
    static func single(_ text: Substring) -> EntityTag? {
        guard let (tag, rest) = leading(text.trimmingSpaces()), rest.isEmpty else { return nil }
        return tag
    }

    /// A comma-separated list of tags, as in `If-None-Match`, or `nil` when any element is malformed.
    static func list(_ text: Substring) -> [EntityTag]? {
        var tags: [EntityTag] = []
        var rest = text
        while true {
            rest = rest.drop { $0 == "," || $0 == " " || $0 == "\t" }
            if rest.isEmpty { return tags }
            guard let (tag, after) = leading(rest) else { return nil }
            tags.append(tag)
            rest = after.trimmingSpaces()
            guard rest.isEmpty || rest.first == "," else { return nil }
        }
    }

    /// The tag at the start of `text` and the text after it.
    private static func leading(_ text: Substring) -> (EntityTag, Substring)? {
        let isWeak = text.hasPrefix("W/")
        let quoted = isWeak ? text.dropFirst(2) : text
        guard quoted.first == "\"", let close = quoted.dropFirst().firstIndex(of: "\"") else { return nil }
        let opaque = String(quoted[quoted.index(after: quoted.startIndex)..<close])
        return (EntityTag(opaque: opaque, isWeak: isWeak), quoted[quoted.index(after: close)...])
    }
}
