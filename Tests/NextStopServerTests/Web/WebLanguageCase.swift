import Testing

/// A language the pages are requested in: the cookie that asks for it and what the page must then say.
struct WebLanguageCase: Sendable, CustomTestStringConvertible {
    var code: String
    var htmlLang: String
    var tabLabels: [String]
    /// The harness names a stop "Chuk Yuen Estate (WT916)" in English and "繁Chuk Yuen Estate (WT916)" in Chinese.
    var stopName: String

    var cookie: String { "nextstop_lang=\(code)" }
    var testDescription: String { code }

    static let chinese = WebLanguageCase(
        code: "tc", htmlLang: "zh-Hant-HK", tabLabels: ["我的", "路線", "站點"], stopName: "繁Chuk Yuen Estate (WT916)")
    static let english = WebLanguageCase(
        code: "en", htmlLang: "en", tabLabels: ["Favourites", "Routes", "Stops"], stopName: "Chuk Yuen Estate (WT916)")
    static let both = [chinese, english]
}
