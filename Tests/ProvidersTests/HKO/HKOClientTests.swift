import AskHongKong
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds an `HKOClient` replies in the Observatory's real shapes and checks the assistant's model and the URLs.
struct HKOClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://data.weather.gov.hk/weatherAPI/opendata")
    private var client: HKOClient { HKOClient(transport: upstream.transport) }

    private static func report(_ dataType: String, _ language: String) -> String {
        "/weather.php?dataType=\(dataType)&lang=\(language)"
    }

    @Test func theCurrentReportIsAskedInTheLanguageAndReadByStationName() async throws {
        try upstream.answer(Self.report("rhrread", "en"), fixture: "hko/rhrread-day-en.json")

        let weather = try await client.currentWeather(in: .english).value

        #expect(
            upstream.requestedURLs == ["https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=rhrread&lang=en"])
        #expect(weather.temperatures.first { $0.place == "Sha Tin" }?.value == 16.5)
        #expect(weather.humidity == [PlaceReading(place: "Hong Kong Observatory", value: 45)])
        #expect(weather.icons == [51, 91])
        #expect(weather.uv == UVReading(place: "King's Park", value: 0.4, level: "low"))
        #expect(weather.warningMessages.count == 2)
        #expect(weather.recordTime == (try Date("2025-11-29T11:00:00+08:00", strategy: .iso8601)))
    }

    @Test func atNightTheUVIndexAndTheMessagesAreEmptyStrings() async throws {
        try upstream.answer(Self.report("rhrread", "tc"), fixture: "hko/rhrread-night-tc.json")

        let weather = try await client.currentWeather(in: .traditionalChinese).value

        #expect(weather.uv == nil)
        #expect(weather.warningMessages.isEmpty)
        #expect(weather.temperatures.map(\.place) == ["香港天文台", "京士柏", "觀塘", "沙田", "啟德跑道公園"])
    }

    @Test func tomorrowIsFoundByDateBeforeAndAfterTheMorningIssue() async throws {
        try upstream.answer(Self.report("fnd", "tc"), fixture: "hko/fnd-before-1130-tc.json")
        try upstream.answer(Self.report("fnd", "en"), fixture: "hko/fnd-after-1130-en.json")
        let tomorrow = try #require(CalendarDay(compact: "20251130"))

        let before = try await client.forecast(in: .traditionalChinese).value
        let after = try await client.forecast(in: .english).value

        #expect(before.days.first?.day.description == "2025-11-29")
        #expect(after.days.first?.day.description == "2025-11-30")
        #expect(before.forecast(for: tomorrow)?.weekday == "星期日")
        #expect(after.forecast(for: tomorrow)?.weekday == "Sunday")
        #expect(before.days.count == 9 && after.days.count == 9)
    }

    @Test func forecastIconsAndChancesOfRainAreReadInEitherLanguage() async throws {
        try upstream.answer(Self.report("fnd", "tc"), fixture: "hko/fnd-before-1130-tc.json")
        try upstream.answer(Self.report("fnd", "en"), fixture: "hko/fnd-after-1130-en.json")

        let chinese = try await client.forecast(in: .traditionalChinese).value
        let english = try await client.forecast(in: .english).value

        #expect(chinese.days.map(\.icon) == [51, 51, 54, 51, 51, 51, 51, 51, 51])
        #expect(chinese.days.compactMap(\.chanceOfRain).count == 9)
        #expect(chinese.days[3].chanceOfRain == .mediumHigh)
        #expect(english.days[2].chanceOfRain == .mediumHigh)
        #expect(english.days[0].maxTemperature == 20 && english.days[0].minTemperature == 14)
    }

    @Test func cancelledWarningsAreDroppedAndSubtypesKept() async throws {
        try upstream.answer(Self.report("warnsum", "en"), fixture: "hko/warnsum-typhoon-en.json")

        let warnings = WeatherWarning.inDisplayOrder(try await client.warnings(in: .english).value)

        #expect(warnings.map(\.code) == ["WTCSGNL", "WMSGNL", "WRAIN"])
        #expect(warnings.map(\.subtype) == ["TC8NE", nil, "WRAINA"])
        #expect(warnings.map { $0.name(in: .english) }[0] == "No. 8 Northeast Gale or Storm Signal")
    }

    @Test func warningNamesComeInTheThreeLanguages() async throws {
        try upstream.answer(Self.report("warnsum", "tc"), fixture: "hko/warnsum-rain-tc.json")

        let black = try #require(try await client.warnings(in: .traditionalChinese).value.first)

        #expect(black.name(in: .english) == "Black Rainstorm Warning Signal")
        #expect(black.name(in: .traditionalChinese) == "黑色暴雨警告信號")
        #expect(black.name(in: .simplifiedChinese) == "黑色暴雨警告信号")
    }

    @Test func noWarningsIsAnEmptyObject() async throws {
        try upstream.answer(Self.report("warnsum", "sc"), fixture: "hko/warnsum-none.json")

        #expect(try await client.warnings(in: .simplifiedChinese).value.isEmpty)
    }

    @Test func upstreamFaultsAreUpstreamErrors() async throws {
        try upstream.answer(Self.report("rhrread", "en"), status: 503)
        try upstream.answer(Self.report("fnd", "en"), status: 200, body: #"{"weatherForecast":"soon"}"#)
        try upstream.answer(Self.report("warnsum", "en"), status: 200, body: " ")

        await #expect(throws: UpstreamError.self) { _ = try await client.currentWeather(in: .english) }
        do {
            _ = try await client.forecast(in: .english)
            Issue.record("a forecast that is not a list decoded")
        } catch UpstreamError.malformed {}
        await #expect(throws: UpstreamError.empty) { _ = try await client.warnings(in: .english) }
    }

    @Test func theBaseURLIsConfigurable() async throws {
        let local = ScriptedUpstream(baseURL: "http://127.0.0.1:8080/hko/")
        try local.answer("weather.php?dataType=warnsum&lang=en", fixture: "hko/warnsum-none.json")

        _ = try await HKOClient(baseURL: try local.url(""), transport: local.transport).warnings(in: .english)

        #expect(local.requestedURLs == ["http://127.0.0.1:8080/hko/weather.php?dataType=warnsum&lang=en"])
    }
}
