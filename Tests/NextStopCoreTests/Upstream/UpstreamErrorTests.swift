import Foundation
import NextStopCore
import Testing

struct UpstreamErrorTests {
    private let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(
        "Retry-After reads as delta-seconds or an HTTP date; what is neither is nil",
        arguments: [
            ("120", 120.0), (" 7 ", 7), ("-3", 0), ("99999999999999999999", 1e20),
            ("Mon, 21 Sep 2026 14:14:20 GMT", 60), ("soon", nil), ("nan", nil), ("inf", nil),
        ] as [(String, Double?)])
    func readsRetryAfter(value: String, seconds: Double?) {
        #expect(UpstreamError.retryAfterSeconds(value, now: now) == seconds)
    }

    @Test(
        "a rate limit describes its wait in whole seconds, however long the upstream asked for",
        arguments: [(2.1, "3"), (1e20, "1000000000000"), (.infinity, "1000000000000"), (.nan, "0")])
    func describesAnyWait(seconds: Double, shown: String) {
        #expect(UpstreamError.rateLimited(retryAfter: seconds).description == "upstream rate limit (retry after \(shown) s)")
    }

    @Test("a 429's Retry-After far beyond Int's range is classified without trapping")
    func classifiesHugeRetryAfter() {
        let response = HTTPResponse(status: 429, headers: ["Retry-After": "99999999999999999999"])

        #expect(UpstreamError.classify(response, now: now) == .rateLimited(retryAfter: 1e20))
    }
}
