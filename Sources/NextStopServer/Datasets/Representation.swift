import Foundation
import Hummingbird
import NextStopDataset

/// One coding of a served document: its bytes and the strong entity tag that names exactly those bytes.
struct Representation: Sendable {
    let bytes: ByteBuffer
    let coding: ContentCoding
    let entityTag: EntityTag

    /// `data` as it is, tagged `"<tag>"`.
    init(identity data: Data, tag: String) {
        self.init(bytes: ByteBuffer(bytes: data), coding: .identity, entityTag: EntityTag(strong: tag))
    }

    private init(bytes: ByteBuffer, coding: ContentCoding, entityTag: EntityTag) {
        self.bytes = bytes
        self.coding = coding
        self.entityTag = entityTag
    }

    /// This identity representation gzipped, tagged `"<tag>-gz"`. The same bytes always compress to the same
    /// bytes, so a download resumed against another server process still lines up.
    func gzipped() throws -> Representation {
        let compressed = try Gzip.compress(Data(bytes.readableBytesView))
        return Representation(
            bytes: ByteBuffer(bytes: compressed), coding: .gzip, entityTag: EntityTag(strong: entityTag.opaque + "-gz"))
    }
}
