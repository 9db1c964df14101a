import Foundation
import Testing

@testable import NextStopDataset

@Suite struct GzipTests {
    @Test func roundTrip() throws {
        let text = Data(String(repeating: "竹園邨總站 CHUK YUEN ESTATE ", count: 5_000).utf8)

        let compressed = try Gzip.compress(text)

        #expect(compressed.count < text.count / 10)
        #expect(compressed.prefix(2) == Data([0x1F, 0x8B]))
        #expect(try Gzip.decompress(compressed) == text)
    }

    @Test func refusesATruncatedStream() throws {
        let compressed = try Gzip.compress(Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }))

        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed.prefix(compressed.count / 2)) }
    }

    @Test func refusesOutputBeyondTheLimit() throws {
        let compressed = try Gzip.compress(Data(count: 1_000_000))

        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed, limit: 1_000) }
    }
}
