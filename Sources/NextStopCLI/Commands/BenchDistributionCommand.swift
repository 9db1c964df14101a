import ArgumentParser
import DatasetDistribution
import Foundation
import HongKongBusDataset
import LiveTransport
import NextStopDataset

/// `nextstop bench distribution`: bytes a client receives to stay current, against the seed app's 17.76 MB
/// download: the first full download, a check when nothing changed, and a delta after 20 routes changed.
struct BenchDistributionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "distribution",
        abstract: "Bytes on the wire for a full download, a no-change check and a delta after routes change.")

    /// What the seed app downloaded whenever its dataset changed.
    static let seedDownloadBytes = 17_760_000

    @Option(help: "Route variants the simulator changes between the two versions.")
    var changedRoutes = 20

    func validate() throws {
        guard changedRoutes >= 1 else { throw ValidationError("--changed-routes must be at least 1") }
    }

    func run() async throws {
        let bench = try await BenchSimulatorDataset.start(scale: .hk)
        defer { bench.removeFolder() }
        let first = try await bench.collect()
        let key = PublisherKey.generate()
        let publisher = DatasetPublisher(store: bench.store, key: key)
        try publisher.signCurrent()
        let server = try await BenchServer.start(try await bench.serverDependencies().dependencies)
        let client = DatasetUpdater(
            store: DatasetStore<HKBusDataset>(dataDirectory: bench.folder.appendingPathComponent("client")),
            source: try DatasetSource("\(server.baseURL)/datasets/hk-bus/"), trustedKey: key.publicKey,
            transport: AsyncHTTPTransport.verbatim)

        let full = try await client.update(force: true)
        let unchanged = try await client.update(force: true)
        let simulated = bench.simulator.server
        simulated.replaceNetwork(simulated.network.mutated(routes: changedRoutes, seed: 2))
        let second = try await bench.collect()
        try publisher.signCurrent()
        let delta = try await client.update(force: true)
        await server.stop()
        await bench.simulator.stop()

        guard case .installed(_, .full, _) = full, case .unchanged = unchanged, case .installed(_, .delta, _) = delta else {
            throw CLIError("unexpected outcomes: \(full), \(unchanged), \(delta)")
        }
        print(
            "hk-scale simulator network, server on loopback; bytes received (response headers and bodies), "
                + "dataset file \(first.fileSizeBytes) bytes raw")
        var table = TextTable("what the client does", "bytes", "vs seed's 17.76 MB", "vs full download")
        for (name, outcome) in [
            ("full download (gzip)", full), ("check, nothing changed (304)", unchanged),
            ("delta after \(changedRoutes) routes changed", delta),
        ] {
            let bytes = outcome.bytesDownloaded
            table.add(
                name, "\(bytes)", BenchFormat.ratio(Double(bytes) / Double(Self.seedDownloadBytes)),
                BenchFormat.ratio(Double(bytes) / Double(full.bytesDownloaded)))
        }
        print(table.rendered)
        print("versions \(first.version) → \(second.version); the delta reproduced the new file's sha256 exactly")
    }
}
