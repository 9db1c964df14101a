import Foundation
import GRDB

/// A row of `devices`: one browser or app, known by the hash of its token.
struct DeviceRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "devices"

    var id: Int64?
    var tokenHash: String
    var ownerID: Int64
    var createdAt: Date
    /// The device this one replaces until it is first used (see `AppDatabase.addDeviceReplacements`).
    var replaces: Int64? = nil

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case tokenHash = "token_hash"
        case ownerID = "owner_id"
        case createdAt = "created_at"
        case replaces
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
