import Foundation
import GRDB

/// A row of `link_codes`: an owner's live code for linking another device; deleted once used.
struct LinkCodeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "link_codes"

    var code: String
    var ownerID: Int64
    var expiresAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case code
        case ownerID = "owner_id"
        case expiresAt = "expires_at"
    }
}
