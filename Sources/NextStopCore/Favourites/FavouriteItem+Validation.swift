import Foundation

extension NewFavourite {
    /// The longest system or kind name accepted.
    public static let maxNameLength = 32
    /// The longest item id or detail accepted; a KMB stop id is 16 characters, a route key about 12.
    public static let maxIDLength = 64
    /// The longest label accepted, in characters.
    public static let maxLabelLength = 80

    /// Checks the fields' shapes (not that the item exists, which only its system can tell) and returns the
    /// favourite as stored, its label trimmed (an empty one is no label).
    public func validated() throws(FavouritesError) -> NewFavourite {
        for (field, value) in [("system", item.system), ("kind", item.kind)] {
            guard (1...Self.maxNameLength).contains(value.count), value.allSatisfy(Self.isNameCharacter) else {
                throw .invalid(
                    field: field, reason: "A \(field) is 1 to \(Self.maxNameLength) lower-case letters, digits or '-'.")
            }
        }
        for (field, value) in [("id", item.id), ("detail", item.detail)] {
            guard let value else { continue }
            guard (1...Self.maxIDLength).contains(value.count), value.allSatisfy(Self.isIDCharacter) else {
                throw .invalid(field: field, reason: "An \(field) is 1 to \(Self.maxIDLength) letters or digits.")
            }
        }
        var favourite = self
        favourite.label = label?.trimmingCharacters(in: .whitespacesAndNewlines)
        if favourite.label?.isEmpty == true { favourite.label = nil }
        if let label = favourite.label {
            guard label.count <= Self.maxLabelLength,
                !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                throw .invalid(field: "label", reason: "A label is at most \(Self.maxLabelLength) characters of text.")
            }
        }
        return favourite
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || character == "-")
    }

    /// Letters and digits, plus the separators that operators' and GTFS ids use.
    private static func isIDCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_.:".contains(character))
    }
}
