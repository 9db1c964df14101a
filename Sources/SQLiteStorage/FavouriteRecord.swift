import Foundation
import GRDB
import NextStopCore

/// A row of `favourites`: what the item is in its system's terms, and where it is filed.
struct FavouriteRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "favourites"

    var id: Int64?
    var ownerID: Int64
    var categoryID: Int64?
    var system: String
    var kind: String
    var itemID: String
    var detail: String?
    var label: String?
    var position: Int
    var createdAt: Date
    var settings: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case ownerID = "owner_id"
        case categoryID = "category_id"
        case system
        case kind
        case itemID = "item_id"
        case detail
        case label
        case position
        case createdAt = "created_at"
        case settings
    }

    init(_ favourite: NewFavourite, ownerID: Int64, position: Int, createdAt: Date) {
        self.ownerID = ownerID
        categoryID = favourite.categoryID?.rawValue
        system = favourite.item.system
        kind = favourite.item.kind
        itemID = favourite.item.id
        detail = favourite.item.detail
        label = favourite.label
        self.position = position
        self.createdAt = createdAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The core value; only stored records (with an id) are converted.
    var favourite: Favourite {
        Favourite(
            id: Favourite.ID(id!), categoryID: categoryID.map { FavouriteCategory.ID($0) },
            item: FavouriteItem(system: system, kind: kind, id: itemID, detail: detail), label: label,
            position: position, createdAt: createdAt, settings: settings
        )
    }
}
