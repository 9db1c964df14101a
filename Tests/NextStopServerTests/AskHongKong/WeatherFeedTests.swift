import AskHongKong
import Foundation
import NextStopCore
import Testing

@testable import NextStopServer

@Suite struct WeatherFeedTests {
    @Test func onePollFetchesEveryReportInEveryLanguage() async throws {
        let harness = try AskHarness()
        await harness.poll()
        // six reports in three languages, and EPD's feeds (counted without a dataType)
        let epd = harness.hko.requestCount(of: "")
        #expect(harness.hko.requestCount - epd == 18)
        #expect(epd >= 1)
        for language in Language.allCases {
            let current = try await harness.cache.currentWeather(in: language)
            #expect(current.value.temperatures.isEmpty == false)
            #expect(current.fetchedAt == harness.clock.now() && !current.isCached)
            #expect(try await harness.cache.forecast(in: language).value.days.count == 9)
        }
        #expect(try await harness.airQuality.airQuality().isCached == false)
        let now = harness.clock.now()
        #expect(harness.cache.reports.allSatisfy { $0.status(at: now).ageSeconds == 0 })
    }

    @Test func aReportHandedOnByACacheIsDatedByItsAge() async throws {
        let harness = try AskHarness()
        let cache = WeatherFeed(
            baseURL: SimulatedHKO.baseURL, transport: AgedTransport(base: harness.hko, age: 90),
            archive: nil, timeSource: harness.clock)

        await cache.current.refresh(at: harness.clock.now())

        let current = try await cache.currentWeather(in: .english)
        #expect(current.fetchedAt == harness.clock.now().addingTimeInterval(-90))
        #expect(cache.current.status(at: harness.clock.now()).ageSeconds == 90)
    }

    @Test func questionsNeverReachTheObservatory() async throws {
        let harness = try AskHarness()
        await harness.poll()
        let polled = harness.hko.requestCount
        for _ in 0..<5 { _ = try await harness.cache.warnings(in: .english) }
        #expect(harness.hko.requestCount == polled)
    }

    @Test func aFailedPollKeepsTheLastGoodCopyAndRetriesSoon() async throws {
        // given a good poll, then the Observatory failing
        let harness = try AskHarness()
        await harness.poll()
        let fetched = try await harness.cache.currentWeather(in: .traditionalChinese).value
        harness.hko.fail(with: .server(status: 502))
        harness.clock.advance(by: 300)
        // when the due poll fails
        await harness.poll()
        // then the copy is the one before, cached and five minutes old, the failure named, and the retry a minute later
        let kept = try await harness.cache.currentWeather(in: .traditionalChinese)
        #expect(kept.value == fetched && kept.isCached && kept.age(at: harness.clock.now()) == 300)
        let status = harness.cache.current.status(at: harness.clock.now())
        #expect(status.ageSeconds == 300)
        #expect(status.failure?.contains("502") == true)
        #expect(harness.cache.current.nextPoll(at: harness.clock.now()) == harness.clock.now().addingTimeInterval(60))
    }

    @Test func aCopyTooOldToBeTheWeatherNowIsNotServed() async throws {
        let harness = try AskHarness()
        await harness.poll()
        harness.hko.fail(with: .timeout)
        harness.clock.advance(by: 7 * 3_600)
        await #expect(throws: UpstreamError.self) { try await harness.cache.currentWeather(in: .english) }
        // the forecast is still good for a day and a half
        #expect(try await harness.cache.forecast(in: .english).value.days.count == 9)
    }

    @Test func aRestartedServerAnswersFromTheCopiesOnDiskWithTheirAge() async throws {
        // given copies kept by a first server
        let first = try AskHarness()
        await first.poll()
        let kept = try await first.cache.forecast(in: .simplifiedChinese).value
        // when a second starts an hour later on the same data directory, the Observatory down
        let second = try AskHarness(dataDirectory: first.dataDirectory)
        second.clock.set(first.clock.now().addingTimeInterval(3_600))
        second.hko.fail(with: .unreachable(reason: "down"))
        for report in second.cache.reports { await report.restore() }
        // then it answers from the copies, an hour old and marked cached
        let restored = try await second.cache.forecast(in: .simplifiedChinese)
        #expect(restored.value == kept && restored.isCached)
        #expect(second.cache.forecast.status(at: second.clock.now()).ageSeconds == 3_600)
        #expect(second.hko.requestCount == 0)
        // and the first server's copies are still there (the first harness removes them when it goes)
        #expect(FileManager.default.fileExists(atPath: first.dataDirectory.path))
    }

    @Test func everyKeptReportIsServedAfterARestartWithTheSourcesDown() async throws {
        // given every report polled by a first server
        let first = try AskHarness()
        await first.poll()
        // when a second starts ten minutes later on the same data directory, the Observatory and EPD down
        let second = try AskHarness(dataDirectory: first.dataDirectory)
        second.clock.set(first.clock.now().addingTimeInterval(600))
        second.hko.fail(with: .unreachable(reason: "down"))
        for report in second.cache.reports + second.airQuality.reports { await report.restore() }
        await second.poll()
        // then each report in each language is the first server's copy, marked cached, and so is the air quality
        for language in Language.allCases {
            #expect(try await restored(second.cache.currentWeather(in:), first.cache.currentWeather(in:), language))
            #expect(try await restored(second.cache.forecast(in:), first.cache.forecast(in:), language))
            #expect(try await restored(second.cache.localForecast(in:), first.cache.localForecast(in:), language))
            #expect(try await restored(second.cache.warnings(in:), first.cache.warnings(in:), language))
            #expect(try await restored(second.cache.warningTexts(in:), first.cache.warningTexts(in:), language))
            #expect(try await restored(second.cache.specialTips(in:), first.cache.specialTips(in:), language))
        }
        // (the 24 hours at every station; EPD's newest-hour feed is not kept, so that hour may be missing)
        let air = try await second.airQuality.airQuality()
        let stations = try await first.airQuality.airQuality().value.readings.keys
        #expect(!stations.isEmpty && Set(air.value.readings.keys) == Set(stations))
        #expect(air.isCached && air.age(at: second.clock.now()) == 600)
    }

    /// Whether `second`'s copy in `language` is `first`'s, marked cached.
    private func restored<Value: Equatable>(
        _ second: (Language) async throws -> Fetched<Value>, _ first: (Language) async throws -> Fetched<Value>,
        _ language: Language
    ) async throws -> Bool {
        let copy = try await second(language)
        return try await copy.value == first(language).value && copy.isCached
    }

    @Test func aPollOverTheHourlyBudgetIsSkipped() async throws {
        // given an Observatory that always fails, so every poll is retried a minute later
        let harness = try AskHarness()
        harness.hko.fail(with: .timeout)
        // when polls fall due every minute for an hour
        for _ in 0..<60 {
            await harness.poll()
            harness.clock.advance(by: 60)
        }
        // then the current weather took its 60 requests (20 polls of 3 languages) and no more
        #expect(harness.hko.requestCount(of: "rhrread") == 60)
    }
}

/// Answers as an HTTP cache does that had held each answer `age` seconds (another server of a cluster, a CDN).
private struct AgedTransport: HTTPTransport {
    let base: any HTTPTransport
    let age: Int

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = try await base.send(request)
        response.headers["age"] = String(age)
        return response
    }
}
