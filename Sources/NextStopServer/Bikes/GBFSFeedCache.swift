import Bikes
import Foundation
import NextStopCore
import NextStopDataset

/// Each GBFS feed of the latest poll encoded, tagged and gzipped once, then served as bytes: the feeds change only
/// when the poller fetches TfL again (every 30 s), while clients may ask for them thousands of times in between.
/// `gbfs.json`, which names the host the client asked, is not kept.
final class GBFSFeedCache: Sendable {
    private struct Encoded {
        /// When the docks the representations describe were fetched; a newer poll replaces them all.
        var fetchedAt: Date
        var representations: [Key: Representation] = [:]
    }

    private struct Key: Hashable {
        var feed: PublishedGBFS.Feed
        var coding: ContentCoding
    }

    private let latest = LockedValue<Encoded?>(nil)

    /// One feed of `gbfs` in `coding`, made the first time the poll that fetched `fetchedAt` is asked for it.
    func representation(
        of feed: PublishedGBFS.Feed, in coding: ContentCoding, from gbfs: PublishedGBFS, fetchedAt: Date
    ) throws -> Representation {
        try latest.withLock { latest in
            if latest?.fetchedAt != fetchedAt { latest = Encoded(fetchedAt: fetchedAt) }
            let key = Key(feed: feed, coding: coding)
            if let kept = latest?.representations[key] { return kept }
            let identityKey = Key(feed: feed, coding: .identity)
            let identity: Representation
            if let kept = latest?.representations[identityKey] {
                identity = kept
            } else {
                let bytes = Data(try APIJSON.encode(gbfs.document(feed)))
                identity = Representation(identity: bytes, tag: String(Checksums.sha256Hex(bytes).prefix(32)))
                latest?.representations[identityKey] = identity
            }
            let made = coding == .gzip ? try identity.gzipped() : identity
            latest?.representations[key] = made
            return made
        }
    }
}
