import Foundation
import GRDB

/// A row of `link_codes`: an owner's live invitation to link another device; deleted once used.
struct LinkCodeRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "link_codes"

    var code: String
    var secretHash: String
    var ownerID: Int64
    var expiresAt: Date
    /// The token hash of the device that typed the code, waiting for the owner to confirm it.
    var waitingDeviceHash: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case code
        case secretHash = "secret_hash"
        case ownerID = "owner_id"
        case expiresAt = "expires_at"
        case waitingDeviceHash = "waiting_device_hash"
    }
}
