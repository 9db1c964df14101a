import Foundation
import HongKongBusDataset
import NextStopCore
import NextStopDataset
import Testing

@testable import DatasetDistribution

struct SignedMetadataTests {
    let key = PublisherKey.generate()
    let metadata = DistributionMetadata<HKBusDataset>(
        SampleDatasets.metadata(of: SampleDatasets.new, file: Data("file".utf8), version: 200),
        deltas: [DeltaLink(from: 150, to: 200, sizeBytes: 30), DeltaLink(from: 100, to: 200, sizeBytes: 40)])

    @Test func signedMetadataVerifiesBackToTheSameDocument() throws {
        let served = try SignedMetadata(signing: metadata, with: key).encoded()

        let verified = try SignedMetadata.decode(served).verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>

        #expect(verified == metadata)
        #expect(verified.deltas.map(\.path) == ["200/delta/150", "200/delta/100"])
    }

    @Test func aTamperedPayloadIsRefused() throws {
        var signed = try SignedMetadata(signing: metadata, with: key)
        signed.payload = signed.payload.replacingOccurrences(
            of: metadata.file.sha256, with: String(repeating: "0", count: 64))

        #expect(throws: DistributionError.badSignature) {
            try signed.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func aSignatureThatIsNotBase64IsRefused() throws {
        var signed = try SignedMetadata(signing: metadata, with: key)
        signed.signature = "not base64!"

        #expect(throws: DistributionError.badSignature) {
            try signed.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func anotherKeysSignatureIsRefused() throws {
        let other = PublisherKey.generate()
        let signed = try SignedMetadata(signing: metadata, with: other)

        #expect(throws: DistributionError.wrongKey(keyID: other.publicKey.keyID, trusted: key.publicKey.keyID)) {
            try signed.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func anotherKeysSignatureUnderTheTrustedKeyIDIsRefused() throws {
        var signed = try SignedMetadata(signing: metadata, with: PublisherKey.generate())
        signed.keyID = key.publicKey.keyID

        #expect(throws: DistributionError.badSignature) {
            try signed.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func aDocumentWithoutASignatureIsUnsigned() throws {
        let bare = try APIJSON.encoder().encode(metadata)
        var emptySignature = try SignedMetadata(signing: metadata, with: key)
        emptySignature.signature = ""

        let nullSignature = Data(#"{"payload": "{}", "signature": null, "key_id": "0011223344556677"}"#.utf8)

        #expect(throws: DistributionError.unsigned) { try SignedMetadata.decode(bare) }
        #expect(throws: DistributionError.unsigned) { try SignedMetadata.decode(nullSignature) }
        #expect(throws: DistributionError.unsigned) {
            try emptySignature.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func somethingElseIsMalformed() {
        #expect(throws: DistributionError.malformedMetadata("not a JSON object")) {
            try SignedMetadata.decode(Data("[1, 2]".utf8))
        }
        #expect(throws: DistributionError.malformedMetadata("payload, signature and key_id must be strings")) {
            try SignedMetadata.decode(Data(#"{"payload": 1, "signature": "x", "key_id": "y"}"#.utf8))
        }
    }

    @Test func aSignedPayloadThatIsNoMetadataIsMalformed() throws {
        var signed = try SignedMetadata(signing: metadata, with: key)
        signed.payload = "{}"
        signed.signature = try key.signature(of: Data("{}".utf8)).base64EncodedString()

        #expect(throws: DistributionError.malformedMetadata("the signed payload is not dataset metadata")) {
            try signed.verified(by: key.publicKey) as DistributionMetadata<HKBusDataset>
        }
    }

    @Test func aTrustedKeyReadsBackFromItsBase64() throws {
        #expect(try TrustedKey(base64: key.publicKey.base64) == key.publicKey)
        #expect(throws: DistributionError.self) { try TrustedKey(base64: "c2hvcnQ=") }
        #expect(throws: DistributionError.self) { try TrustedKey(base64: "not base64") }
    }
}
