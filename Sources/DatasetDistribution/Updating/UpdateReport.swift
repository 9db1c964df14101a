import Foundation
import NextStopCore
import NextStopDataset

/// The short report kept beside a dataset that an update installed.
struct UpdateReport: Codable, Hashable {
    var source: String
    var via: InstallMethod
    /// Bytes received from the publisher for this update, headers included.
    var bytesDownloaded: Int
    var installedAt: Date
    /// Why the delta offered from the previous version was not used, if one was offered.
    var deltaFallback: String?

    enum CodingKeys: String, CodingKey {
        case source, via
        case bytesDownloaded = "bytes_downloaded"
        case installedAt = "installed_at"
        case deltaFallback = "delta_fallback"
    }

    func encoded() throws -> Data { try APIJSON.encoder().encode(self) }
}
