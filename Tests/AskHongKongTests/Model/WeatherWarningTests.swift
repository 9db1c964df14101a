import AskHongKong
import Testing

struct WeatherWarningTests {
    private static func warning(_ code: String, _ subtype: String?, at clock: String) -> WeatherWarning {
        WeatherWarning(code: code, subtype: subtype, upstreamName: "as sent", issueTime: Stub.time(clock))
    }

    @Test func tropicalCycloneSignalsComeFirstThenTheRestAsIssued() {
        let warnings = [
            Self.warning("WTS", nil, at: "09:00"), Self.warning("WRAIN", "WRAINR", at: "08:00"),
            Self.warning("WTCSGNL", "TC3", at: "10:00"),
        ]

        #expect(WeatherWarning.inDisplayOrder(warnings).map(\.code) == ["WTCSGNL", "WRAIN", "WTS"])
    }

    @Test func aSubtypeIsNamedBeforeItsCodeAndAnUnknownCodeKeepsTheUpstreamName() {
        #expect(Self.warning("WTCSGNL", "TC10", at: "10:00").name(in: .simplifiedChinese) == "十号飓风信号")
        #expect(Self.warning("WTCSGNL", nil, at: "10:00").name(in: .english) == "Tropical Cyclone Warning Signal")
        #expect(Self.warning("WNEW", nil, at: "10:00").name(in: .traditionalChinese) == "as sent")
    }
}
