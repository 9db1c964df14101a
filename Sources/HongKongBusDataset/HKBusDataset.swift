import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// The Hong Kong bus network (KMB and Citybus stops and route variants) as a dataset kind: the compact
/// `network.json` file, a summary of counts, a hash per route variant, the collector's validation, deltas that
/// list the stops and routes that changed, and a snapshot that loads without parsing.
public enum HKBusDataset: DatasetKind {
    public static let name = "hk-bus"
    public static let fileName = "network.json"
    public static let format = NetworkCodec.formatVersion

    public static func encode(_ network: BusNetwork) throws -> Data { try NetworkCodec.encode(network) }

    public static func decode(_ file: Data) throws -> BusNetwork { try NetworkCodec.decode(file) }

    public static func summary(of network: BusNetwork) -> BusNetworkSummary { BusNetworkSummary(network: network) }

    public static func itemHashes(of network: BusNetwork) -> [String: String] { RouteContentHash.hashes(of: network) }

    public static func checks(
        of network: BusNetwork, issues: AssemblyIssues, previous: BusNetworkSummary?, rules: ValidationRules
    ) -> [ValidationCheck] {
        NetworkValidator(rules: rules).checks(network: network, issues: issues, previous: previous)
    }

    public static func delta(from old: LoadedDataset<Self>, to new: LoadedDataset<Self>) throws -> Data? {
        try NetworkDelta.between(old, new).encoded()
    }

    public static func applying(delta: Data, to old: LoadedDataset<Self>) throws -> BusNetwork {
        try NetworkDelta.decode(delta).apply(to: old)
    }

    public static let snapshotLayout: Int? = NetworkSnapshot.layout

    public static func writeSnapshot(of network: BusNetwork, to writer: inout SnapshotWriter) {
        NetworkSnapshot.write(network, to: &writer)
    }

    public static func readSnapshot(from reader: inout SnapshotReader) throws -> BusNetwork {
        try NetworkSnapshot.read(from: &reader)
    }
}

extension LoadedDataset where Kind == HKBusDataset {
    /// The bus network the dataset holds.
    public var network: BusNetwork { content }
}
