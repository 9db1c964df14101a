import Foundation
import NextStopServer

extension ConformanceCase {
    /// Questions to Ask Hong Kong: answered, follow-ups, refused input, and a server without the Observatory; answers
    /// marked wrong.
    static let ask = [
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"Will it rain tomorrow?","lang":"en"}"#), expect: .ok),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"而家天氣點？"}"#), expect: .ok),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"紫外线指数多少？","lang":"sc"}"#), expect: .ok),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"rain by district"}"#), expect: .ok),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"any warnings now?"}"#), expect: .ok),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":""}"#), expect: .badRequest),
        ConformanceCase(.post, "/api/v1/ask", .json(#"{"text":"rain","lang":"fr"}"#), expect: .badRequest),
        .oversized(.post, "/api/v1/ask"),
        ConformanceCase(
            .post, "/api/v1/ask", .json(#"{"text":"Weather now?"}"#), in: .noHKO, expect: .serviceUnavailable),
        .rateLimited(.post, "/api/v1/ask"),
        ConformanceCase(
            .post, "/api/v1/ask/feedback", .json(#"{"text":"rain in 3 days","intent":"weather.current","lang":"en"}"#),
            expect: .noContent),
        ConformanceCase(
            .post, "/api/v1/ask/feedback", .json(#"{"text":"rain","intent":"weather.snow","lang":"en"}"#),
            expect: .badRequest),
        .oversized(.post, "/api/v1/ask/feedback"),
        .rateLimited(.post, "/api/v1/ask/feedback"),
    ]
}

extension ConformanceServer {
    /// The Observatory's reports as the poller keeps them, polled once from the simulator at `clock`'s time.
    static func weather(at harness: ServerHarness) async -> WeatherFeed {
        let cache = WeatherFeed(
            baseURL: SimulatedHKO.baseURL, transport: SimulatedHKO(clock: harness.clock), archive: nil,
            timeSource: harness.clock)
        await ReportPoller(reports: cache.reports, timeSource: harness.clock).pollDue()
        return cache
    }
}
