import Foundation
import NextStopCore
import NextStopDataset
import Synchronization

/// A second dataset kind, as small as one can be: dock id → bikes, no deltas. It counts its decodes by the first dock
/// id, so that each test (with its own ids) can tell how often its dataset was read.
enum DockCountsDataset: DatasetKind {
    struct Summary: Codable, Hashable, Sendable {
        var docks: Int
    }

    static let name = "dock-counts"
    static let fileName = "docks.json"
    static let format = 1
    private static let decodes = Mutex<[String: Int]>([:])

    static func encode(_ docks: [String: Int]) throws -> Data { try APIJSON.encoder(pretty: false).encode(docks) }

    static func decode(_ file: Data) throws -> [String: Int] {
        let docks = try JSONDecoder().decode([String: Int].self, from: file)
        if let first = docks.keys.min() { decodes.withLock { $0[first, default: 0] += 1 } }
        return docks
    }

    static func summary(of docks: [String: Int]) -> Summary { Summary(docks: docks.count) }

    /// One rule: at least `rules` docks.
    static func checks(of docks: [String: Int], issues: [String], previous: Summary?, rules: Int) -> [ValidationCheck] {
        [ValidationCheck(name: "minimum_docks", passed: docks.count >= rules, detail: "\(docks.count) docks, \(rules) required")]
    }

    /// How often a dataset whose first dock id is `id` was decoded.
    static func decodeCount(firstDock id: String) -> Int { decodes.withLock { $0[id, default: 0] } }
}
