import Foundation
import HongKongBusDataset
import NextStopDataset
import Testing

@testable import DatasetDistribution

/// Whatever the server's `metadata.json` says, a client installs nothing its trusted key did not sign, and keeps
/// the dataset it has, whole and loadable.
@Suite struct DistributionAuthenticityTests {
    @Test func metadataSignedWithAnotherKeyIsRefused() async throws {
        let world = try DistributionWorld()
        let metadata = try world.prepare()
        let impostor = PublisherKey.generate()

        try await world.expectRefused(
            published: try SignedMetadata(signing: metadata, with: impostor).encoded(),
            error: DistributionError.wrongKey(keyID: impostor.publicKey.keyID, trusted: world.key.publicKey.keyID))
    }

    @Test func aSignatureWithOneFlippedBitIsRefused() async throws {
        let world = try DistributionWorld()
        _ = try world.prepare()
        var signed = try SignedMetadata.decode(try Data(contentsOf: try world.publishedMetadataURL()))
        var signature = try #require(Data(base64Encoded: signed.signature))
        signature[signature.count / 2] ^= 0x01
        signed.signature = signature.base64EncodedString()

        try await world.expectRefused(published: try signed.encoded(), error: DistributionError.badSignature)
    }

    @Test func metadataWithoutASignatureIsRefused() async throws {
        let world = try DistributionWorld()
        _ = try world.prepare()
        let genuine = try Data(contentsOf: try world.publishedMetadataURL())
        var document = try #require(try JSONSerialization.jsonObject(with: genuine) as? [String: Any])
        document["signature"] = nil

        try await world.expectRefused(
            published: try JSONSerialization.data(withJSONObject: document), error: DistributionError.unsigned)
    }

    @Test func aGenuinelySignedChecksumThatTheFileDoesNotMatchIsRefusedAfterTheDownload() async throws {
        let world = try DistributionWorld()
        var forged = try world.prepare()
        let actual = forged.file.sha256
        let claimed = Checksums.sha256Hex(Data("some other dataset".utf8))
        forged.file.sha256 = claimed
        let path = forged.file.path

        try await world.expectRefused(
            published: try SignedMetadata(signing: forged, with: world.key).encoded(),
            error: { source in
                UpdateError.checksumMismatch(
                    url: source.folder.appendingPathComponent(path).absoluteString,
                    detail: "sha256 \(actual) where the signed metadata says \(claimed)")
            }, downloadsFile: true)
    }
}

extension DistributionWorld {
    /// Given: the client on edition 0 and the publisher on edition 1, which it no longer offers a delta to;
    /// returns the publisher's genuine signed metadata.
    fileprivate func prepare() throws -> DistributionMetadata<HKBusDataset> {
        try seedClient(edition: 0)
        return try publish(edition: 1)
    }

    /// When the server answers `metadata.json` with `published`, then an update fails with `error`, costs no more
    /// than the metadata (and the file, when `downloadsFile`), and leaves edition 0 current, whole and alone.
    fileprivate func expectRefused<Failure: Error & Equatable>(
        published: Data, error: @escaping @Sendable (DatasetSource) -> Failure, downloadsFile: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try published.write(to: try publishedMetadataURL())
        try await serve { source in
            let wire = RecordingTransport()

            await #expect(throws: error(source), sourceLocation: sourceLocation) {
                try await self.updater(from: source, over: wire).update()
            }

            let file = Self.path(String(Self.version(ofEdition: 1)))
            #expect(
                wire.exchanges.map(\.path) == [Self.path("metadata.json")] + (downloadsFile ? [file] : []),
                sourceLocation: sourceLocation)
        }
        try expectCurrent(edition: 0, sourceLocation: sourceLocation)
        #expect(try clientStore.versions() == [Self.version(ofEdition: 0)], sourceLocation: sourceLocation)
        #expect(Self.leftovers(in: clientStore).isEmpty, sourceLocation: sourceLocation)
    }

    /// `expectRefused` with an error that does not depend on the server's address.
    fileprivate func expectRefused<Failure: Error & Equatable & Sendable>(
        published: Data, error: Failure, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expectRefused(published: published, error: { _ in error }, sourceLocation: sourceLocation)
    }
}
