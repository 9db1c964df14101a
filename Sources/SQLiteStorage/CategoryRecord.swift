import GRDB
import NextStopCore

/// A row of `categories`.
struct CategoryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "categories"

    var id: Int64?
    var ownerID: Int64
    var name: String
    var position: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case ownerID = "owner_id"
        case name
        case position
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The core value; only stored records (with an id) are converted.
    var category: FavouriteCategory {
        FavouriteCategory(id: FavouriteCategory.ID(id!), name: name, position: position)
    }
}
