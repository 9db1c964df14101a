import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// A short content hash of one route variant (its names and ordered stop ids), stable across datasets.
enum RouteContentHash {
    /// 16 hex digits (64 bits) of SHA-256: ample to tell whether one of ~2,000 routes changed.
    static func hash(_ route: RouteVariant) -> String {
        var canonical = [route.key.description]
        canonical += [route.origin, route.destination].flatMap { [$0.en, $0.tc, $0.sc] }
        canonical += route.stopIDs
        return String(Checksums.sha256Hex(Data(canonical.joined(separator: "\u{1F}").utf8)).prefix(16))
    }

    /// Every route's hash, keyed by route key.
    static func hashes(of network: BusNetwork) -> [String: String] {
        Dictionary(network.routes.map { ($0.key.description, hash($0)) }, uniquingKeysWith: { first, _ in first })
    }
}
