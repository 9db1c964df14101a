import AskHongKong
import Foundation
import NextStopCore
import Providers
import Simulator
import Testing

/// The simulator's Observatory read by the real client: its replies decode, with their quirks, at any hour.
struct HKOSimulatedWeatherTests {
    /// Sends each request straight to the simulated upstream at a set time.
    private struct DirectTransport: HTTPTransport {
        let upstream: HKOUpstream
        let now: Date

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let parts = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            let reply = await upstream.reply(
                to: SimulatedRequest(path: parts?.path ?? "", query: parts?.percentEncodedQuery), now: now)
            return HTTPResponse(status: reply.status, headers: [:], body: Data(reply.body))
        }
    }

    private static func hongKong(_ text: String) throws -> Date { try Date(text + "+08:00", strategy: .iso8601) }

    private func service(_ scenario: HKOUpstream.Scenario, at now: Date) -> AskService {
        let transport = DirectTransport(upstream: HKOUpstream(scenario: scenario), now: now)
        return AskService(source: HKOClient(baseURL: URL(string: "http://simulator/weatherAPI/opendata")!, transport: transport))
    }

    @Test func tomorrowIsAnsweredBeforeAndAfterTheMorningIssue() async throws {
        for time in ["2025-11-29T09:00:00", "2025-11-29T16:00:00"] {
            let now = try Self.hongKong(time)
            let (answer, _) = try await service(.calm, at: now).ask("Will it rain tomorrow?", conversation: nil, now: now)
            #expect(answer.isAvailable)
            #expect(answer.text.hasPrefix("Sunday 30 Nov:"), "\(time): \(answer.text)")
        }
    }

    @Test func onATyphoonDayTheSignalIsUpAndTheCancelledWarningGone() async throws {
        let now = try Self.hongKong("2025-09-07T10:00:00")

        let (answer, _) = try await service(.typhoon, at: now).ask("有咩警告", conversation: nil, now: now)

        #expect(answer.text == "現正生效：八號東北烈風或暴風信號、黃色暴雨警告信號。")
    }

    @Test func onATyphoonDayTheBannerCarriesEachWarningsFullTextAndTheTips() async throws {
        let now = try Self.hongKong("2025-09-07T10:00:00")

        let (answer, _) = try await service(.typhoon, at: now).ask("any warnings?", conversation: nil, now: now)

        guard case .warnings(let card) = answer.cards.first else { return #expect(Bool(false), "no banner") }
        #expect(
            card.warnings.map { card.text(of: $0).first } == [
                "The No. 8 Northeast Gale or Storm Signal is in force.", "The Amber Rainstorm Warning Signal is in force.",
            ])
        #expect(card.tips.count == 2)
    }

    @Test func todaysForecastIsTheLocalForecast() async throws {
        let now = try Self.hongKong("2025-11-29T14:00:00")

        let (answer, _) = try await service(.calm, at: now).ask("今日會唔會落雨", conversation: nil, now: now)

        #expect(answer.text == "今日下午及今晚天氣預測：部分時間有陽光。乾燥。吹和緩北風。")
    }

    @Test func aForecastAskedInSimplifiedIsWrittenInSimplified() async throws {
        let now = try Self.hongKong("2025-11-29T14:00:00")

        let (today, _) = try await service(.calm, at: now).ask("今天会下雨吗", conversation: nil, now: now)
        let (tomorrow, _) = try await service(.calm, at: now).ask("明天天气怎样", conversation: nil, now: now)

        #expect(today.text == "今日下午及今晚天气预测：部分时间有阳光。干燥。吹和缓北风。")
        #expect(tomorrow.text.contains("部分时间有阳光。"), "\(tomorrow.text)")
    }

    @Test func theRainfallIsReadWithTheDistrictsNameUnescaped() async throws {
        let now = try Self.hongKong("2025-09-07T10:00:00")

        let (answer, _) = try await service(.typhoon, at: now).ask("how much rain fell?", conversation: nil, now: now)

        #expect(answer.text == "Most rain in the past hour: Central & Western District 35 mm.")
    }

    @Test func byDayTheUVLevelIsInTheLanguageAsked() async throws {
        let now = try Self.hongKong("2025-11-29T12:00:00")
        let service = service(.calm, at: now)

        let (english, _) = try await service.ask("UV index?", conversation: nil, now: now)
        let (traditional, _) = try await service.ask("紫外線指數幾多", conversation: nil, now: now)
        let (simplified, _) = try await service.ask("紫外线指数多少", conversation: nil, now: now)

        #expect(english.text.hasSuffix("3 (moderate)."))
        #expect(traditional.text.hasSuffix("3（中）。"))
        #expect(simplified.text.hasSuffix("3（中）。"))
    }

    @Test func atNightThereIsNoUVIndexAndStationsAreFoundByNameInEachLanguage() async throws {
        let now = try Self.hongKong("2025-11-29T22:00:00")
        let service = service(.calm, at: now)

        let (uv, _) = try await service.ask("UV index?", conversation: nil, now: now)
        let (kwunTong, _) = try await service.ask("观塘现在几度", conversation: nil, now: now)

        #expect(uv.text.hasPrefix("There is no UV index now"))
        #expect(kwunTong.language == .simplifiedChinese)
        #expect(kwunTong.text.hasPrefix("观塘22:00气温"))
    }
}
