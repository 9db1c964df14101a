import HongKongBus
import NextStopCore

/// A published dataset read back from the store, its checksum verified.
public struct LoadedDataset: Sendable {
    public var metadata: DatasetMetadata
    public var network: BusNetwork

    public init(metadata: DatasetMetadata, network: BusNetwork) {
        self.metadata = metadata
        self.network = network
    }
}
