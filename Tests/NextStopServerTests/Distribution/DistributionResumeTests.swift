import DatasetDistribution
import Foundation
import NextStopCore
import Testing

/// A download cut halfway is resumed by the next run from where it stopped, over the real HTTP stack.
@Suite struct DistributionResumeTests {
    static let chunkSize = 512

    @Test func aCutDownloadResumesWithARangeFromThePartialLengthAndIfRange() async throws {
        let world = try DistributionWorld()
        try world.seedClient(edition: 0)
        let metadata = try world.publish(edition: 1)
        try await world.serve { source in
            let fileURL = source.folder.appendingPathComponent(metadata.file.path)
            let filePath = DistributionWorld.path(metadata.file.path)
            let beforeCut = RecordingTransport()
            let cut = ConnectionCut(base: beforeCut, afterRangedAnswers: 1)

            let cutShort = UpdateError.unreachable(
                url: fileURL.absoluteString, reason: ConnectionCut.failure.description)
            await #expect(throws: cutShort) {
                try await world.updater(from: source, over: cut, chunkSize: Self.chunkSize).update()
            }

            try world.expectCurrent(edition: 0)
            let firstChunk = try #require(beforeCut.exchanges(for: filePath).first)
            #expect(firstChunk.response.status == 206)
            let gzipSize = try #require(
                firstChunk.response.header("Content-Range")?.split(separator: "/").last.flatMap { Int($0) })
            try #require(gzipSize > 3 * Self.chunkSize, "the file must take several chunks")
            #expect(firstChunk.response.header("Content-Encoding") == "gzip")
            let partialLength = try #require(Self.partialDownloadLengths(in: world).first)
            #expect(partialLength == Self.chunkSize)

            let wire = RecordingTransport()
            let resuming = world.updater(from: source, over: wire, chunkSize: Self.chunkSize)
            let outcome = try await resuming.update(force: true)

            #expect(
                outcome == .installed(version: metadata.version, via: .full, bytesDownloaded: outcome.bytesDownloaded))
            let resumed = wire.exchanges(for: filePath)
            let first = try #require(resumed.first)
            #expect(first.request.headers["Range"] == "bytes=\(partialLength)-\(partialLength + Self.chunkSize - 1)")
            #expect(first.request.headers["If-Range"] == firstChunk.response.header("ETag"))
            #expect(resumed.allSatisfy { $0.response.status == 206 })
            #expect(resumed.map(\.response.body.count).reduce(0, +) == gzipSize - partialLength)
        }
        try world.expectInstalled(edition: 1)
    }

    /// The lengths of the partial download files (`.download-<sha256>.gz.partial`) in the client's folder.
    private static func partialDownloadLengths(in world: DistributionWorld) throws -> [Int] {
        let folder = world.clientStore.folder
        return try DistributionWorld.leftovers(in: world.clientStore).filter { $0.hasSuffix(".partial") }.map { name in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            return (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
    }
}
