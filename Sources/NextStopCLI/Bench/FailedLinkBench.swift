import Foundation
import LiveTransport
import NextStopCore
import NextStopServer

/// The failed-link-attempt path under load: one client sending wrong link codes as fast as it can. Every answer is a
/// refusal (400 for a checked wrong try, 429 once locked or capped); what matters is how fast they come and that the
/// wrong tries the server actually checked stay within its limits.
struct FailedLinkBench {
    let baseURL: String
    let seconds: Int

    /// What one run measured.
    struct Outcome {
        var run: WrkRun
        /// Wrong codes the server checked against the store.
        var checked: Int
        /// Attempts refused before any check, by reason.
        var refused: [String: Int]
        /// The most wrong tries the limits allow one client in the run.
        var allowed: Int
    }

    /// The wrk script of a wrong code from one device.
    static let script = """
        wrk.method = "POST"
        wrk.body = '{"code":"ZZZZZZ"}'
        wrk.headers["Content-Type"] = "application/json"
        wrk.headers["X-NextStop-Device"] = "bench-guessing-device-0000000"
        """

    func run(threads: Int, connections: Int) async throws -> Outcome {
        let run = try WrkRun.run(
            url: "\(baseURL)/api/v1/link", threads: threads, connections: connections, seconds: seconds,
            script: Self.script)
        let counts = try await failedAttempts()
        let minutes = (seconds + 59) / 60
        let allowed = min(
            LinkAttemptGuard.failuresPerClient * minutes, LinkAttemptGuard.defaultFailuresPerMinute * minutes)
        let outcome = Outcome(
            run: run, checked: counts["wrong_code"] ?? 0, refused: counts.filter { $0.key != "wrong_code" },
            allowed: allowed)
        guard outcome.checked <= allowed else {
            throw CLIError("the link cap did not hold: \(outcome.checked) wrong codes checked, at most \(allowed) allowed")
        }
        return outcome
    }

    /// `nextstop_link_attempts_failed_total` by reason, read from `/metrics`.
    private func failedAttempts() async throws -> [String: Int] {
        let answer = try await AsyncHTTPTransport().send(HTTPRequest(url: URL(string: "\(baseURL)/metrics")!))
        let prefix = #"nextstop_link_attempts_failed_total{reason=""#
        var counts: [String: Int] = [:]
        for line in String(decoding: answer.body, as: UTF8.self).split(separator: "\n") where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let quote = rest.firstIndex(of: "\""), let value = rest.split(separator: " ").last.flatMap({ Int($0) })
            else { continue }
            counts[String(rest[..<quote]), default: 0] += value
        }
        return counts
    }
}
