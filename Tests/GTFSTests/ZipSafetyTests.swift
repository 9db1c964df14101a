import Foundation
import Testing
import ZIPFoundation

@testable import GTFS

@Suite struct ZipSafetyTests {
    @Test func loadsTheSameFeedFromAZip() throws {
        let zip = try SampleFeed.feed.writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }
        let feed = try GTFSFeed(contentsOf: zip)
        #expect(feed.stops.count == 6)
        #expect(feed.stopTimeCount == 17)
        let board = try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 3)
        #expect(board.map(\.tripID) == ["wk-0800", "wk-0830", "wk-owl"])
    }

    @Test func loadsAFeedZippedInsideAFolder() throws {
        let nested = TestFeed(files: Dictionary(uniqueKeysWithValues: SampleFeed.feed.files.map { ("gtfs/\($0.key)", $0.value) }))
        let zip = try nested.writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }
        let feed = try GTFSFeed(contentsOf: zip)
        #expect(feed.trips.count == 6)
    }

    @Test func entryClimbingOutWithDotDotIsRefused() throws {
        let zip = try SampleFeed.feed.writeZip(extraEntries: [("../evil.txt", Data("x".utf8))])
        defer { try? FileManager.default.removeItem(at: zip) }
        #expect(throws: FeedLoadError.unsafeEntryPath("../evil.txt")) { try GTFSFeed(contentsOf: zip) }
    }

    @Test func absoluteEntryPathIsRefused() throws {
        let zip = try SampleFeed.feed.writeZip(extraEntries: [("/etc/evil.txt", Data("x".utf8))])
        defer { try? FileManager.default.removeItem(at: zip) }
        #expect(throws: FeedLoadError.unsafeEntryPath("/etc/evil.txt")) { try GTFSFeed(contentsOf: zip) }
    }

    @Test func zipBombIsRefusedByRatio() throws {
        // 4 MiB of one byte deflates to a few KiB: far beyond 100:1.
        let bomb = Data(repeating: UInt8(ascii: "a"), count: 4 << 20)
        let zip = try SampleFeed.feed.writeZip(extraEntries: [("shapes.txt", bomb)])
        defer { try? FileManager.default.removeItem(at: zip) }
        do {
            _ = try GTFSFeed(contentsOf: zip)
            Issue.record("a zip bomb loaded")
        } catch let error as FeedLoadError {
            guard case .compressionRatioTooHigh(let entry, let ratio, let limit) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(entry == "shapes.txt")
            #expect(ratio > 100)
            #expect(limit == 100)
            #expect(error.description.contains("zip bomb"))
        }
    }

    @Test func tooManyEntriesAreRefused() throws {
        let extra = (0..<200).map { (path: "extra/file\($0).txt", contents: Data("\($0)".utf8)) }
        let zip = try SampleFeed.feed.writeZip(extraEntries: extra)
        defer { try? FileManager.default.removeItem(at: zip) }
        #expect(throws: FeedLoadError.tooManyEntries(count: 208, limit: 200)) { try GTFSFeed(contentsOf: zip) }
    }

    @Test func totalUncompressedSizeOverTheLimitIsRefused() throws {
        let zip = try SampleFeed.feed.writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }
        let options = FeedLoadOptions(zipLimits: ZipSafetyLimits(maxTotalUncompressedBytes: 1000))
        #expect {
            try GTFSFeed(contentsOf: zip, options: options)
        } throws: { error in
            guard case .uncompressedSizeTooLarge(_, let limit) = error as? FeedLoadError else { return false }
            return limit == 1000
        }
    }

    @Test func defaultLimitsAreSane() {
        let limits = ZipSafetyLimits()
        #expect(limits.maxEntries == 200)
        #expect(limits.maxTotalUncompressedBytes == 500_000_000)
        #expect(limits.maxCompressionRatio == 100)
    }

    @Test func corruptZipIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).zip")
        try Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            try GTFSFeed(contentsOf: file)
        } throws: { error in
            guard case .unreadableArchive(let path, _) = error as? FeedLoadError else { return false }
            return path == file.path
        }
    }

    @Test func corruptedEntryFailsItsChecksum() throws {
        let zip = try SampleFeed.feed.writeZip(compression: .none)
        defer { try? FileManager.default.removeItem(at: zip) }
        var bytes = try Data(contentsOf: zip)
        let name = Data("Test Transit".utf8)
        let range = try #require(bytes.range(of: name))
        bytes[range.lowerBound + 1] = UInt8(ascii: "o")
        try bytes.write(to: zip)
        #expect {
            try GTFSFeed(contentsOf: zip)
        } throws: { error in
            guard case .unreadableArchive(_, let reason) = error as? FeedLoadError else { return false }
            return reason == "agency.txt is corrupted (checksum or size mismatch)"
        }
    }

    @Test func checksumMatchesTheStandardCheckValue() {
        var checksum = CRC32Checksum()
        Data("123456789".utf8).withUnsafeBytes { checksum.update($0) }
        #expect(checksum.value == 0xCBF4_3926)
        var split = CRC32Checksum()
        let text = Data("The quick brown fox jumps over the lazy dog".utf8)
        text.prefix(13).withUnsafeBytes { split.update($0) }
        text.dropFirst(13).withUnsafeBytes { split.update($0) }
        #expect(split.value == 0x414F_A339)
    }
}
