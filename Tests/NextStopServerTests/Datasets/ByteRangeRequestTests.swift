import Testing

@testable import NextStopServer

@Suite struct ByteRangeRequestTests {
    @Test(arguments: [
        ("bytes=0-9", ByteRangeRequest.part(0...9)),
        ("bytes=90-", .part(90...99)),
        ("bytes=-10", .part(90...99)),
        ("bytes=-500", .part(0...99)),
        ("bytes=50-500", .part(50...99)),
        (" Bytes=5-5 ", .part(5...5)),
        ("bytes=100-", .unsatisfiable),
        ("bytes=100-200", .unsatisfiable),
        ("bytes=-0", .unsatisfiable),
        ("bytes=0-1, 3-4", .whole),
        ("bytes=5-1", .whole),
        ("bytes=+1-2", .whole),
        ("bytes=1-2-3", .whole),
        ("lines=0-9", .whole),
        ("bytes=99999999999999999999999-", .whole),
    ])
    func readsOneRangeOfAHundredBytes(_ header: String, _ expected: ByteRangeRequest) {
        #expect(ByteRangeRequest(header: header, length: 100) == expected)
    }

    @Test func noHeaderAsksForTheWhole() {
        #expect(ByteRangeRequest(header: nil, length: 100) == .whole)
    }

    @Test func nothingOfAnEmptyRepresentationIsSatisfiable() {
        #expect(ByteRangeRequest(header: "bytes=-5", length: 0) == .unsatisfiable)
    }
}
