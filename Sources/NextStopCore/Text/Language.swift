/// The three languages Hong Kong's open data speaks.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    case english = "en"
    case traditionalChinese = "tc"
    case simplifiedChinese = "sc"
}
