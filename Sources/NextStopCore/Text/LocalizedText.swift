/// A name or remark in English, Traditional Chinese and Simplified Chinese.
public struct LocalizedText: Sendable, Hashable, Codable {
    public var en: String
    public var tc: String
    public var sc: String

    public init(en: String, tc: String, sc: String) {
        self.en = en
        self.tc = tc
        self.sc = sc
    }

    /// The text in one language.
    public subscript(language: Language) -> String {
        switch language {
        case .english: en
        case .traditionalChinese: tc
        case .simplifiedChinese: sc
        }
    }

    /// True when every language is empty.
    public var isEmpty: Bool { en.isEmpty && tc.isEmpty && sc.isEmpty }

    /// Empty text in all three languages.
    public static let empty = LocalizedText(en: "", tc: "", sc: "")
}

extension LocalizedText: JSONWritable {
    /// Writes `{"en":…,"sc":…,"tc":…}`, as every answer shows a name or remark.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("en", en)
            object.member("sc", sc)
            object.member("tc", tc)
        }
    }
}

/// The three languages Hong Kong's open data speaks.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    case english = "en"
    case traditionalChinese = "tc"
    case simplifiedChinese = "sc"
}
