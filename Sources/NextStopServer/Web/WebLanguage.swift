import Hummingbird
import NextStopCore

/// A language the web app is rendered in, chosen with the `nextstop_lang` cookie; Traditional Chinese by default.
enum WebLanguage: String, CaseIterable, Sendable {
    case traditionalChinese = "tc"
    case english = "en"

    /// The cookie that remembers the choice.
    static let cookieName = "nextstop_lang"

    /// The language a request's cookie chose, else the default.
    init(_ request: Request) {
        self = request.cookies[Self.cookieName].flatMap { WebLanguage(rawValue: $0.value) } ?? .traditionalChinese
    }

    /// The value of `<html lang>`.
    var htmlLang: String {
        switch self {
        case .traditionalChinese: "zh-Hant-HK"
        case .english: "en"
        }
    }

    /// Which of the network's three names to show.
    var names: Language {
        switch self {
        case .traditionalChinese: .traditionalChinese
        case .english: .english
        }
    }

    /// The language the switch offers.
    var other: WebLanguage { self == .english ? .traditionalChinese : .english }

    /// The language's own name, as the switch shows it.
    var ownName: String {
        switch self {
        case .traditionalChinese: "繁中"
        case .english: "English"
        }
    }

    /// The cookie that makes this language the choice for a year.
    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: Self.cookieName, value: rawValue, maxAge: 365 * 24 * 3_600, path: "/", secure: secure, httpOnly: false,
            sameSite: .lax)
    }
}
