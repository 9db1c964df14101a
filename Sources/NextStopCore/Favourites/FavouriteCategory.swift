import Foundation

/// A user-named group of favourites, such as "Work".
public struct FavouriteCategory: Sendable, Hashable, Codable, Identifiable {
    public typealias ID = EntityID<FavouriteCategory>

    public var id: ID
    public var name: String
    /// Its place among its owner's categories, from 0.
    public var position: Int

    public init(id: ID, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }
}

extension FavouriteCategory {
    /// The name as stored: trimmed, 1 to `FavouritesLimits.categoryNameLength` scalars, no control characters.
    public static func validatedName(_ name: String) throws(FavouritesError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let length = FavouritesLimits.categoryNameLength
        guard !trimmed.isEmpty else {
            throw .invalid(field: "name", reason: "A category needs a name.")
        }
        guard trimmed.unicodeScalars.count <= length else {
            throw .invalid(field: "name", reason: "A category name has at most \(length) characters.")
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalid(field: "name", reason: "A category name cannot contain control characters.")
        }
        return trimmed
    }

    /// The form two names are compared in: names that differ only in letter case clash.
    public static func nameKey(_ name: String) -> String { name.lowercased() }
}
