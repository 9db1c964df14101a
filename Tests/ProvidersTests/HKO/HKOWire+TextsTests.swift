import AskHongKong
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// The Observatory's text reports (API-NOTES §HKO): `flw` with `""` for what it has nothing to say, `warningInfo`
/// as `{}` when no warning is in force, `swt` as a list of tips.
struct HKOWireTextsTests {
    private let upstream = ScriptedUpstream(baseURL: "https://data.weather.gov.hk/weatherAPI/opendata")
    private var client: HKOClient { HKOClient(transport: upstream.transport) }

    private static func report(_ dataType: String, _ language: String) -> String {
        "/weather.php?dataType=\(dataType)&lang=\(language)"
    }

    @Test func theLocalForecastHasEmptyTextsWhereThereIsNothingToSay() async throws {
        try upstream.answer(Self.report("flw", "en"), fixture: "hko/flw-en.json")
        try upstream.answer(Self.report("flw", "tc"), fixture: "hko/flw-typhoon-tc.json")

        let calm = try await client.localForecast(in: .english).value
        let stormy = try await client.localForecast(in: .traditionalChinese).value

        #expect(calm.period == "Weather forecast for this afternoon and tonight")
        #expect(calm.forecast == "Sunny periods. Dry. Moderate north to northeasterly winds.")
        #expect(calm.tropicalCyclone.isEmpty)
        #expect(calm.updateTime == (try Date("2025-11-29T11:45:00+08:00", strategy: .iso8601)))
        #expect(stormy.tropicalCyclone.hasPrefix("上午9時"))
    }

    @Test func warningTextsAreEmptyWhenNoneIsInForceAndLinesKeepTheirOrder() async throws {
        try upstream.answer(Self.report("warningInfo", "en"), fixture: "hko/warningInfo-typhoon-en.json")
        try upstream.answer(Self.report("warningInfo", "sc"), fixture: "hko/warningInfo-none.json")

        let texts = try await client.warningTexts(in: .english).value

        #expect(try await client.warningTexts(in: .simplifiedChinese).value.isEmpty)
        #expect(texts.map(\.code) == ["WTCSGNL", "WRAIN"])
        #expect(texts[0].subtype == "TC8NE")
        #expect(
            texts[0].lines == [
                "The No. 8 Northeast Gale or Storm Signal was issued at 9:40 a.m.",
                "Gale force winds are expected over the harbour.",
            ])
    }

    @Test func specialTipsLeaveOutEmptyOnes() async throws {
        try upstream.answer(Self.report("swt", "en"), fixture: "hko/swt-en.json")
        try upstream.answer(Self.report("swt", "tc"), fixture: "hko/swt-none.json")

        #expect(
            try await client.specialTips(in: .english).value == [
                "The air is very dry; drink enough water and moisturise your skin."
            ])
        #expect(try await client.specialTips(in: .traditionalChinese).value.isEmpty)
    }
}
