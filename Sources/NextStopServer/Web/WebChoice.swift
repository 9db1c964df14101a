import Hummingbird

/// The forms that change how every page is shown, each with the page to come back to: the top bar's language
/// switch, and the home page's colour scheme and text size.
struct LanguageChoice: Decodable {
    var lang: String
    var next: String?
}

/// A colour scheme (`system`, `light`, `dark`) or a text size (`normal`, `large`, `larger`), or both.
struct DisplayChoice: Decodable {
    var theme: String?
    var text: String?
    var next: String?
}

/// Where a form sends the visitor back: `next` when it is a path on this server of at most 100 characters (as a
/// page gives it), else `/`, so a form never sends a visitor elsewhere, nor quotes more of what was sent.
func returnPath(_ next: String?) -> String {
    guard let next, next.count <= 100, next.hasPrefix("/"), !next.hasPrefix("//"), !next.hasPrefix("/\\"),
        !next.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
    else { return "/" }
    return next
}

extension Cookie {
    /// A visitor's choice of how pages are shown (`name` = `value`), remembered for a year on this site.
    static func remembered(_ name: String, _ value: String, secure: Bool) -> Cookie {
        Cookie(
            name: name, value: value, maxAge: 365 * 24 * 3_600, path: "/", secure: secure, httpOnly: false,
            sameSite: .lax)
    }
}
