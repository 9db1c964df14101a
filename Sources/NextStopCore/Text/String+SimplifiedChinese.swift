import Foundation

extension String {
    /// Traditional Chinese characters as Simplified (ICU's `Hant-Hans`); text without Chinese is returned as it is,
    /// without calling ICU.
    public var simplifiedChinese: String {
        guard unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return self }
        return self.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? self
    }
}
