import Testing

@testable import NextStopServer

@Suite struct ContentCodingTests {
    @Test(arguments: [
        (["gzip"], ContentCoding.gzip),
        (["deflate, gzip;q=0.5"], .gzip),
        (["x-gzip"], .gzip),
        (["*"], .gzip),
        (["br", "gzip ; q=1"], .gzip),
        ([], .identity),
        (["identity"], .identity),
        (["gzip;q=0"], .identity),
        (["gzip;q=0.0, *"], .identity),
        (["*;q=0"], .identity),
        (["gzip;q=2"], .identity),
        (["gzip;q=-1"], .identity),
    ])
    func gzipOnlyWhenItsWeightIsAboveZero(_ header: [String], _ expected: ContentCoding) {
        #expect(ContentCoding.negotiated(acceptEncoding: header) == expected)
    }
}
