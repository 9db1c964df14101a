import Foundation
import NextStopTestSupport
import Testing

@testable import DatasetDistribution

@Suite final class PublisherKeyTests {
    let directory: TemporaryDirectory
    let keyFile: URL

    init() throws {
        directory = try TemporaryDirectory()
        keyFile = directory.url.appendingPathComponent("keys/publisher.key")
    }

    deinit { directory.remove() }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? NSNumber).intValue
    }

    @Test func loadOrCreateCreatesAnOwnerOnlyFileThenReadsItBack() throws {
        let created = try PublisherKey.loadOrCreate(at: keyFile)

        #expect(created.created)
        #expect(try permissions(of: keyFile) == 0o600)

        let again = try PublisherKey.loadOrCreate(at: keyFile)

        #expect(!again.created)
        #expect(again.key.publicKey == created.key.publicKey)
    }

    @Test func aKeyFileOthersCanReadIsRefused() throws {
        _ = try PublisherKey.loadOrCreate(at: keyFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyFile.path)

        #expect(throws: DistributionError.keyFileTooOpen(path: keyFile.path, mode: 0o644)) {
            try PublisherKey.load(from: keyFile)
        }
    }

    @Test func aMissingOrBrokenKeyFileIsRefused() throws {
        #expect(throws: DistributionError.keyFileUnreadable(path: keyFile.path)) {
            try PublisherKey.load(from: keyFile)
        }

        try FileManager.default.createDirectory(
            at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a key\n".utf8).write(to: keyFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile.path)

        #expect(throws: DistributionError.badKey("a private key is the base64 of 32 bytes")) {
            try PublisherKey.load(from: keyFile)
        }
    }

    @Test func aSavedKeySignsLikeTheOriginal() throws {
        let key = try PublisherKey.loadOrCreate(at: keyFile).key

        let loaded = try PublisherKey.load(from: keyFile)
        let data = Data("payload".utf8)

        #expect(loaded.publicKey == key.publicKey)
        #expect(key.publicKey.isValidSignature(try loaded.signature(of: data), of: data))
    }

    @Test func keysCreatedTogetherAreOneKey() async throws {
        let file = keyFile
        let keys = try await withThrowingTaskGroup(of: TrustedKey.self) { group in
            for _ in 0..<8 { group.addTask { try PublisherKey.loadOrCreate(at: file).key.publicKey } }
            return try await group.reduce(into: Set<TrustedKey>()) { $0.insert($1) }
        }

        #expect(keys.count == 1)
        #expect(keys.first == (try PublisherKey.load(from: keyFile)).publicKey)
    }

    @Test func theErrorNeverShowsTheKey() {
        let error = DistributionError.keyFileTooOpen(path: "/keys/publisher.key", mode: 0o644)

        #expect(error.description == "the key file /keys/publisher.key is readable by others (mode 644): chmod 600 it")
    }
}
