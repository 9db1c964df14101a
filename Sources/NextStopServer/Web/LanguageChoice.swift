/// The language switch's form: the language wanted and the page to come back to.
struct LanguageChoice: Decodable {
    var lang: String
    var next: String?

    /// `next` when it is a path on this server of at most 100 characters (as a page gives it), else `/`: the switch
    /// never sends a visitor elsewhere, nor quotes more of what was sent.
    var returnPath: String {
        guard let next, next.count <= 100, next.hasPrefix("/"), !next.hasPrefix("//"), !next.hasPrefix("/\\"),
            !next.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
        else { return "/" }
        return next
    }
}
