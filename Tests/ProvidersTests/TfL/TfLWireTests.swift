import Foundation
import Testing

@testable import Providers

/// TfL's `modified` in every form it has been seen in (API-NOTES §TfL 3).
struct TfLWireTests {
    @Test(arguments: [
        ("2026-02-22T16:43:16.017Z", 1_771_778_596.017), ("2026-02-22T16:43:12.29Z", 1_771_778_592.29),
        ("2026-02-22T16:43:12.5Z", 1_771_778_592.5), ("2026-02-22T16:43:00Z", 1_771_778_580),
        ("2016-04-28T19:19:54.03", 1_461_871_194.03), ("2016-04-28T19:19:54", 1_461_871_194),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
    ])
    func everyModifiedFormatIsRead(_ text: String, _ seconds: Double) throws {
        let date = try #require(TfLTimestamp.date(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.0005)
    }

    @Test(arguments: [
        "", "2026-02-22", "2026-02-22T16:43:16.Z", "2026-13-22T16:43:16Z", "2026-02-22T16:43:16+01:00", "yesterday",
    ])
    func otherTextIsNoDate(_ text: String) {
        #expect(TfLTimestamp.date(text) == nil)
    }
}
