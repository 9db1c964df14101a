import HTTPTypes
import HummingbirdTesting
import NextStopDataset
import Testing

@Suite struct DatasetRangeTests {
    let fixture: DatasetFixture
    let uri = "\(DatasetFixture.uri)/300"

    init() throws { fixture = try DatasetFixture() }

    @Test func eachFormOfOneRangeAnswers206WithThoseBytes() async throws {
        let file = try fixture.fileBytes(version: 300)
        let last = file.count - 1
        let cases = [("bytes=0-9", 0...9), ("bytes=100-", 100...last), ("bytes=-7", (file.count - 7)...last)]
        try await fixture.test { client in
            for (header, offsets) in cases {
                // when
                let response = try await client.get(uri, headers: [.range: header])
                // then
                #expect(response.status == .partialContent, "\(header)")
                #expect(response.bytes == file[offsets], "\(header)")
                let contentRange = "bytes \(offsets.lowerBound)-\(offsets.upperBound)/\(file.count)"
                #expect(response.headers[.contentRange] == contentRange)
            }
        }
    }

    @Test func aRangeEndingPastTheEndIsCutAtTheEnd() async throws {
        let file = try fixture.fileBytes(version: 300)
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.range: "bytes=10-99999999"])
            #expect(response.status == .partialContent)
            #expect(response.bytes == file[10...])
        }
    }

    @Test func aRangeStartingPastTheEndIs416WithTheLength() async throws {
        let length = try fixture.fileBytes(version: 300).count
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.range: "bytes=\(length)-"])
            #expect(response.status == .rangeNotSatisfiable)
            #expect(response.headers[.contentRange] == "bytes */\(length)")
            #expect(try response.errorField == "range")
        }
    }

    @Test(arguments: ["bytes=0-1,5-6", "bytes=9-3", "items=0-9", "bytes=abc", "bytes=-"])
    func aRangeThisServerDoesNotServeGetsTheWhole(_ header: String) async throws {
        let file = try fixture.fileBytes(version: 300)
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.range: header])
            #expect(response.status == .ok)
            #expect(response.bytes == file)
        }
    }

    @Test func anIfRangeForAnotherVersionOfTheBytesGetsTheWhole() async throws {
        let file = try fixture.fileBytes(version: 300)
        try await fixture.test { client in
            let response = try await client.get(uri, headers: [.range: "bytes=0-9", .ifRange: "\"replaced\""])
            #expect(response.status == .ok)
            #expect(response.bytes == file)
        }
    }

    @Test func anInterruptedGzipDownloadResumesToTheWhole() async throws {
        let file = try fixture.fileBytes(version: 300)
        try await fixture.test { client in
            // given the first part of the download, then an interruption
            let first = try await client.get(uri, headers: [.acceptEncoding: "gzip", .range: "bytes=0-99"])
            let tag = try #require(first.headers[.eTag])
            // when the client resumes from where it stopped, if the bytes are still the same
            let rest = try await client.get(
                uri, headers: [.acceptEncoding: "gzip", .range: "bytes=100-", .ifRange: tag])
            // then
            #expect(first.status == .partialContent)
            #expect(rest.status == .partialContent)
            #expect(rest.headers[.contentEncoding] == "gzip")
            #expect(try Gzip.decompress(first.bytes + rest.bytes) == file)
        }
    }
}
