import Foundation
import GRDB

/// A row of `owners`: the anonymous holder of one favourites list.
struct OwnerRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "owners"

    var id: Int64?
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case createdAt = "created_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
