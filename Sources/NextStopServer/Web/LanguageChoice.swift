/// The language switch's form: the language wanted and the page to come back to.
struct LanguageChoice: Decodable {
    var lang: String
    var next: String?

    /// `next` when it is a path on this server, else `/`: the switch never sends a visitor elsewhere.
    var returnPath: String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.hasPrefix("/\\"),
            !next.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
        else { return "/" }
        return next
    }
}
