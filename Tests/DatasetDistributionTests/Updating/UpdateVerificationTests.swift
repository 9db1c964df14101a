import Foundation
import NextStopCore
import Testing

@testable import DatasetDistribution
@testable import HongKongBusDataset
@testable import NextStopDataset

/// Nothing is installed that the publisher's key did not sign or that differs from what it signed.
struct UpdateVerificationTests {
    @Test func aTamperedFileIsRefusedAndTheOldDatasetKept() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        var tampered = fixture.newFile
        tampered[tampered.count / 2] ^= 0x01
        fixture.publisher.serve("200", tampered)

        let error = await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        #expect(error?.description.hasPrefix("checksum mismatch: ") == true)
        try fixture.expectOldKept()
        #expect(fixture.partialDownloads.isEmpty)
    }

    @Test func aWrongChecksumInTheSignedMetadataIsRefused() async throws {
        let fixture = try UpdateFixture()
        var metadata = fixture.metadata
        metadata.file.sha256 = String(repeating: "0", count: 64)
        try fixture.serve(metadata)

        let error = await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        #expect(error?.description.hasPrefix("checksum mismatch: ") == true)
        try fixture.expectOldKept()
    }

    /// Ways a `metadata.json` can fail its signature check.
    enum Forgery: CaseIterable {
        case unsigned, wrongKey, badSignature
    }

    @Test(arguments: Forgery.allCases)
    func metadataWithoutTheTrustedSignatureIsRefused(_ forgery: Forgery) async throws {
        let fixture = try UpdateFixture()
        let expected: DistributionError
        switch forgery {
        case .unsigned:
            fixture.publisher.serve("metadata.json", try APIJSON.encoder().encode(fixture.metadata))
            expected = .unsigned
        case .wrongKey:
            let other = PublisherKey.generate()
            try fixture.serve(fixture.metadata, signedBy: other)
            expected = .wrongKey(keyID: other.publicKey.keyID, trusted: fixture.key.publicKey.keyID)
        case .badSignature:
            var signed = try SignedMetadata(signing: fixture.metadata, with: fixture.key)
            signed.payload = signed.payload.replacingOccurrences(of: "\"version\":200", with: "\"version\":201")
            fixture.publisher.serve("metadata.json", try signed.encoded())
            expected = .badSignature
        }

        await #expect(throws: expected) { try await fixture.updater().update() }

        try fixture.expectOldKept()
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json"])
    }

    @Test func anotherDatasetIsRefused() async throws {
        let fixture = try UpdateFixture()
        var metadata = fixture.metadata
        metadata.dataset = "sf-muni"
        try fixture.serve(metadata)

        await #expect(throws: UpdateError.wrongDataset(found: "sf-muni", expected: "hk-bus")) {
            try await fixture.updater().update()
        }
        try fixture.expectOldKept()
    }

    @Test func aFileNamedByAnythingButADigestIsRefused() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        var metadata = fixture.metadata
        metadata.file.sha256 = "../../escape"
        try fixture.serve(metadata)

        await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        try fixture.expectOldKept()
        #expect(fixture.publisher.exchanges.map(\.path) == ["metadata.json"])
    }

    @Test func aNewerFormatAsksForANewerNextstop() async throws {
        let fixture = try UpdateFixture()
        var metadata = fixture.metadata
        metadata.format = NetworkCodec.formatVersion + 1
        try fixture.serve(metadata)

        let error = await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        #expect(error?.description.contains("install a newer nextstop") == true)
        try fixture.expectOldKept()
    }

    @Test func aSignedFileThatIsNoDatasetIsRefused() async throws {
        let fixture = try UpdateFixture(offerDelta: false)
        // A route that refers to stop 7 of a dataset without stops.
        let route = #"["KMB","1","O",1,["a","b","c"],["a","b","c"],[7]]"#
        let notADataset = Data(#"{"format":1,"stops":[],"routes":[\#(route)]}"#.utf8)
        let checksums = Checksums(of: notADataset)
        var metadata = fixture.metadata
        metadata.file = DistributedFile(
            path: "200", sizeBytes: notADataset.count, sha256: checksums.sha256, md5: checksums.md5)
        try fixture.serve(metadata)
        fixture.publisher.serve("200", notADataset)

        await #expect(throws: UpdateError.self) { try await fixture.updater().update() }

        try fixture.expectOldKept()
        #expect(fixture.partialDownloads.isEmpty)
    }
}
