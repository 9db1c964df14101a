import DatasetDistribution
import Foundation
import HongKongBus
import Testing

/// A client whose dataset the publisher no longer keeps updates from a real server: the whole file arrives gzip
/// over loopback, is checked against the signature and installed; asking again costs one 304.
@Suite struct DistributionFullUpdateTests {
    @Test func aNewVersionIsDownloadedGzipVerifiedAndInstalledWhole() async throws {
        let world = try DistributionWorld()
        try world.seedClient(edition: 0)
        let metadata = try world.publish(edition: 1)
        try await world.serve { source in
            let wire = RecordingTransport()

            let outcome = try await world.updater(from: source, over: wire).update()

            #expect(
                outcome == .installed(version: metadata.version, via: .full, bytesDownloaded: outcome.bytesDownloaded))
            let file = wire.exchanges(for: DistributionWorld.path(metadata.file.path))
            #expect(file.map(\.response.status) == [206])
            #expect(file.map { $0.response.header("Content-Encoding") } == ["gzip"])
            // The map-like dataset file compresses well: the whole update, metadata and headers included, costs
            // well under half of the file.
            #expect(outcome.bytesDownloaded < metadata.file.sizeBytes / 2)
        }
        try world.expectInstalled(edition: 1)
    }

    @Test func aSecondForcedUpdateCostsOneRequestAnswered304() async throws {
        let world = try DistributionWorld()
        try world.seedClient(edition: 0)
        let metadata = try world.publish(edition: 1)
        try await world.serve { source in
            let first = RecordingTransport()
            _ = try await world.updater(from: source, over: first).update()
            let wire = RecordingTransport()

            let outcome = try await world.updater(from: source, over: wire).update(force: true)

            #expect(outcome == .unchanged(version: metadata.version, bytesDownloaded: outcome.bytesDownloaded))
            #expect(wire.exchanges.map(\.path) == [DistributionWorld.path("metadata.json")])
            #expect(wire.exchanges.map(\.response.status) == [304])
            let etag = first.exchanges(for: DistributionWorld.path("metadata.json")).first?.response.header("ETag")
            #expect(etag != nil)
            #expect(wire.exchanges.first?.request.headers["If-None-Match"] == etag)
            #expect(wire.exchanges.first?.response.body.isEmpty == true)
        }
        try world.expectInstalled(edition: 1)
    }
}
