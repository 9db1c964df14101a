import Caltrain
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds a `FiveOneOneClient` 511 replies through a scripted transport: the agency-wide URLs, the budget headers,
/// the faults, and the key kept out of everything printed.
struct FiveOneOneClientTests {
    private static let key = "sekrit-511-key-0123"
    private let transport = ScriptedTransport()
    private let time = ManualTimeSource(now: Date(timeIntervalSince1970: 1_780_384_260))

    private func client(feed: FiveOneOneClient.RealtimeFeed = .tripUpdates) -> FiveOneOneClient {
        FiveOneOneClient(
            baseURL: URL(string: "https://api.511.org/transit")!, key: APIKey(" \(Self.key)\n"), feed: feed,
            transport: transport, time: time)
    }

    private func url(_ path: String, json: Bool) -> URL {
        URL(string: "https://api.511.org/transit/\(path)?api_key=\(Self.key)&agency=CT\(json ? "&format=json" : "")")!
    }

    private func answer(_ path: String, json: Bool, status: Int = 200, headers: [String: String] = [:], body: Data) {
        transport.script(url(path, json: json), .respond(HTTPResponse(status: status, headers: headers, body: body)))
    }

    @Test func realtimeIsOneAgencyWideCallWithTheRemainingBudget() async throws {
        answer("tripupdates", json: false, headers: ["RateLimit-Remaining": "41"], body: try fixture("511/tripupdates-2026.pb"))
        let reply = try await client().realtime()
        #expect(reply.value.trains.count == 3)
        #expect(reply.value.fetchedAt == time.now())
        #expect(reply.rateLimitRemaining == 41)
        #expect(transport.requests.map(\.url) == [url("tripupdates", json: false)])
    }

    @Test func stopMonitoringAsksForTheWholeAgencyWithoutAStopCode() async throws {
        answer("StopMonitoring", json: true, body: try fixture("511/stopmonitoring-siri-bom.json"))
        let reply = try await client(feed: .stopMonitoring).realtime()
        #expect(reply.value.trains.map(\.number) == ["198"])
        #expect(reply.rateLimitRemaining == nil)
        #expect(transport.requests.first?.url.query?.contains("stopcode") == false)
    }

    @Test func alertsAndVehiclePositions() async throws {
        answer("servicealerts", json: true, body: try fixture("511/servicealerts.json"))
        answer("vehiclepositions", json: false, body: try fixture("511/vehiclepositions.pb"))
        #expect(try await client().alerts().value.alerts.count == 3)
        #expect(try await client().vehiclePositions().value.map(\.number) == ["198"])
    }

    @Test(arguments: [
        (401, [:], UpstreamError.rejected(status: 401)),
        (429, ["Retry-After": "120"], UpstreamError.rateLimited(retryAfter: 120)),
        (500, [:], UpstreamError.server(status: 500)),
        (503, [:], UpstreamError.server(status: 503)),
    ])
    func faultsAreUpstreamErrorsThatNeverShowTheKey(status: Int, headers: [String: String], expected: UpstreamError) async {
        answer("servicealerts", json: true, status: status, headers: headers, body: Data("{\"key\":\"\(Self.key)\"}".utf8))
        do {
            _ = try await client().alerts()
            Issue.record("expected \(expected)")
        } catch {
            #expect(error as? UpstreamError == expected)
            #expect(!String(describing: error).contains(Self.key))
        }
    }

    @Test func malformedJSONAndEmptyBodiesAreErrorsNotCrashes() async {
        answer("servicealerts", json: true, body: Data("{\"Entities\":[".utf8))
        await #expect(throws: UpstreamError.self) { try await client().alerts() }
        answer("tripupdates", json: false, body: Data())
        await #expect(throws: UpstreamError.empty) { try await client().realtime() }
    }

    @Test func theKeyIsRedactedInEveryDescription() {
        let key = APIKey(Self.key)
        let client = client()
        for text in ["\(key)", String(reflecting: key), "\(client)", String(reflecting: client), dumped(key), dumped(client)] {
            #expect(!text.contains(Self.key))
        }
        #expect("\(key)" == "<redacted>")
    }

    private func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
