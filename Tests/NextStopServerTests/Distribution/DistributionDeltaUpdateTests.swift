import DatasetDistribution
import Foundation
import NextStopDataset
import Testing

/// A client that installed one version from a real server gets the next one as a delta from it.
@Suite struct DistributionDeltaUpdateTests {
    @Test func aVersionPublishedAfterTheClientsArrivesAsADeltaAndIsThePublishersFileByteForByte() async throws {
        let world = try DistributionWorld()
        try world.publish(edition: 1)
        try await world.serve { source in
            let first = try await world.updater(from: source, over: RecordingTransport()).update()
            #expect(first.installedVia == .full)

            let (outcome, wire) = try await world.publishAndUpdate(edition: 2, from: source)

            let old = DistributionWorld.version(ofEdition: 1)
            let new = DistributionWorld.version(ofEdition: 2)
            #expect(outcome == .installed(version: new, via: .delta, bytesDownloaded: outcome.bytesDownloaded))
            #expect(wire.exchanges.map(\.path) == ["metadata.json", "\(new)/delta/\(old)"].map(DistributionWorld.path))
            #expect(wire.exchanges.map(\.response.status) == [200, 206])
            // A delta carries only what changed: well under half of the new file, both gzipped.
            let delta = try #require(wire.exchanges.last)
            #expect(delta.response.header("Content-Encoding") == "gzip")
            let fullGzip = try Gzip.compress(try DistributionWorld.datasetFile(ofEdition: 2))
            #expect(delta.response.body.count < fullGzip.count / 2)
        }
        try world.expectInstalled(edition: 2)
        #expect(try world.clientStore.versions() == [1, 2].map(DistributionWorld.version(ofEdition:)))
    }
}
