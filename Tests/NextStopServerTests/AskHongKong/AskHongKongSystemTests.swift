import Foundation
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

@Suite struct AskHongKongSystemTests {
    @Test func healthIsDegradedOnceTheObservatoryCopiesAreStaleAndSaysWhy() async throws {
        // given reports polled, then the Observatory failing for 25 minutes
        let harness = try AskHarness()
        await harness.poll()
        harness.hko.fail(with: .server(status: 503))
        for _ in 0..<25 {
            harness.clock.advance(by: 60)
            await harness.poll()
        }
        try await harness.test { client in
            // when
            let health = try jsonObject(try await client.get("/healthz"))
            // then
            #expect(health["status"] as? String == "degraded")
            let reasons = try #require(health["reasons"] as? [String])
            let reason = try #require(reasons.first { $0.contains("rhrread") })
            #expect(reason.contains("25 minutes old"))
            #expect(reason.contains("503"))
            // the forecast, polled at its issue times, is not stale yet
            #expect(!reasons.contains { $0.contains("fnd") })
        }
    }

    @Test func healthIsOkWhileThePollsGoWell() async throws {
        let harness = try AskHarness()
        await harness.poll()
        harness.clock.advance(by: 300)
        await harness.poll()
        try await harness.test { client in
            let health = try jsonObject(try await client.get("/healthz"))
            #expect(health["status"] as? String == "ok")
        }
    }

    @Test func metricsCountEachReportsPollsByOutcomeAndGiveItsAgeLikeEveryOtherPoll() async throws {
        let harness = try AskHarness()
        await harness.poll()
        harness.hko.fail(with: .timeout)
        harness.clock.advance(by: 300)
        await harness.poll()
        try await harness.test { client in
            let metrics = try await client.get("/metrics").text
            #expect(metrics.contains(#"nextstop_polls_total{poll="rhrread",outcome="success"} 1"#))
            #expect(metrics.contains(#"nextstop_polls_total{poll="rhrread",outcome="timeout"} 1"#))
            #expect(metrics.contains(#"nextstop_poll_last_success_age_seconds{poll="rhrread"} 300"#))
            #expect(!metrics.contains("report_polls"))
        }
    }

    @Test func theAskPageIsACardOnTheHomePageAndAChatInBothLanguages() async throws {
        let harness = try AskHarness()
        try await harness.test { client in
            let home = try await client.get("/").text
            #expect(home.contains(#"href="/ask""#))
            let page = try await client.get("/ask").text
            #expect(page.contains(#"id="ask-form""#))
            #expect(page.contains("/assets/ask-chat.js"))
            let english = try await client.send(.get, "/ask", cookie: "nextstop_lang=en").text
            #expect(english.contains("Will it rain tomorrow?"))
        }
    }
}
