import HongKongBusDataset
import Logging
import NextStopDataset
import NextStopServer

@testable import NextStopCLI

extension ServerLauncher {
    /// The bus dataset as this launcher's server serves it, its upstreams watched by `watched`.
    func busDatasets(_ watched: WatchedUpstreams) -> BusDatasetServing {
        BusDatasetServing(
            configuration: configuration, publishing: publishing, watched: watched, logger: Logger(label: "test"))
    }

    /// The data directory's bus datasets.
    var store: DatasetStore<HKBusDataset> { DatasetStore(dataDirectory: configuration.dataDirectory) }

    /// A server of Hong Kong's buses alone, assembled, with the bus network it serves.
    func servingBuses(_ watched: WatchedUpstreams? = nil) async throws -> (server: AssembledServer, live: LiveNetwork) {
        var launcher = self
        launcher.systems = [HongKongBusAssembly()]
        let server = try await launcher.assemble(watched)
        guard let live = server.shared.first(LiveNetwork.self) else { throw CLIError("the bus network was not served") }
        return (server, live)
    }
}
