import Foundation
import Hummingbird
import NextStopCore

/// A language the web app is rendered in: chosen with the `nextstop_lang` cookie, else on a first visit from the
/// browser's `Accept-Language` (Traditional Chinese for Hong Kong, Taiwan and Macau, Simplified for the rest of
/// Chinese, English for everything else).
enum WebLanguage: String, CaseIterable, Sendable {
    case traditionalChinese = "tc"
    case simplifiedChinese = "sc"
    case english = "en"

    /// The cookie that remembers the choice.
    static let cookieName = "nextstop_lang"

    /// The language a request's cookie chose, else the one its `Accept-Language` prefers.
    init(_ request: Request) {
        if let chosen = request.cookies[Self.cookieName].flatMap({ WebLanguage(rawValue: $0.value) }) {
            self = chosen
        } else {
            self = Self.preferred(byAcceptLanguage: request.headers[.acceptLanguage] ?? "")
        }
    }

    /// The first language of an `Accept-Language` header, by quality, that the app speaks; English when none is.
    static func preferred(byAcceptLanguage header: String) -> WebLanguage {
        let ranges = header.split(separator: ",").enumerated().compactMap { order, part -> (String, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first?.lowercased(), !tag.isEmpty else { return nil }
            let quality = fields.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, quality, order) : nil
        }
        for (tag, _, _) in ranges.sorted(by: { ($1.1, $0.2) < ($0.1, $1.2) }) {
            if let language = language(forTag: tag) { return language }
        }
        return .english
    }

    private static func language(forTag tag: String) -> WebLanguage? {
        if tag == "en" || tag.hasPrefix("en-") { return .english }
        guard tag == "zh" || tag.hasPrefix("zh-") else { return nil }
        let traditional = ["hant", "hk", "tw", "mo", "yue"]
        return tag.split(separator: "-").contains { traditional.contains(String($0)) } ? .traditionalChinese : .simplifiedChinese
    }

    /// The value of `<html lang>`.
    var htmlLang: String {
        switch self {
        case .traditionalChinese: "zh-Hant-HK"
        case .simplifiedChinese: "zh-Hans"
        case .english: "en"
        }
    }

    /// Which of the network's three names to show.
    var names: Language {
        switch self {
        case .traditionalChinese: .traditionalChinese
        case .simplifiedChinese: .simplifiedChinese
        case .english: .english
        }
    }

    /// The languages the switch offers: the other two.
    var others: [WebLanguage] { Self.allCases.filter { $0 != self } }

    /// The language's own name.
    var ownName: String {
        switch self {
        case .traditionalChinese: "繁體中文"
        case .simplifiedChinese: "简体中文"
        case .english: "English"
        }
    }

    /// The language's short mark, as the switch shows it.
    var mark: String {
        switch self {
        case .traditionalChinese: "繁"
        case .simplifiedChinese: "简"
        case .english: "EN"
        }
    }

    /// The cookie that makes this language the choice for a year.
    func cookie(secure: Bool) -> Cookie { .remembered(Self.cookieName, rawValue, secure: secure) }
}
