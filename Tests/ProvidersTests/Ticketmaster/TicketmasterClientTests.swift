import Caltrain
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Ticketmaster Discovery replies: the events near a station in a period, none without `_embedded`, the key kept hidden.
struct TicketmasterClientTests {
    private static let key = "tm-secret-key-987"
    private let transport = ScriptedTransport()
    private let station = CaltrainStation(
        id: "san_francisco", feedName: "San Francisco", platformIDs: [], latitude: 37.7765, longitude: -122.3943)
    // From 2026-08-18 17:00 in San Francisco until midnight there, 07:00Z the next day.
    private let tonight =
        ISO8601DateFormatter().date(from: "2026-08-19T00:00:00Z")!..<ISO8601DateFormatter().date(from: "2026-08-19T07:00:00Z")!
    private let url = URL(
        string: "https://app.ticketmaster.com/discovery/v2/events.json?apikey=\(key)&latlong=37.7765,-122.3943&radius=5"
            + "&unit=miles&startDateTime=2026-08-19T00:00:00Z&endDateTime=2026-08-19T07:00:00Z&sort=date,asc&size=10")!

    private var client: TicketmasterClient { TicketmasterClient(key: APIKey(Self.key), transport: transport) }

    @Test func tonightsEventsNearTheStation() async throws {
        transport.script(url, .respond(HTTPResponse(status: 200, body: try fixture("ticketmaster/events.json"))))
        let events = try await client.events(near: station, radiusMiles: 5, in: tonight)
        #expect(events.map(\.name) == ["Giants vs. Dodgers", "Gallery night"])
        #expect(events[0].startsLocal == "2026-08-18T19:15")
        #expect(events[0].venue == "Oracle Park")
        #expect(events[1].startsLocal == "2026-08-18")
    }

    @Test func noEmbeddedMeansNoEvents() async throws {
        transport.script(url, .respond(HTTPResponse(status: 200, body: try fixture("ticketmaster/none.json"))))
        #expect(try await client.events(near: station, radiusMiles: 5, in: tonight).isEmpty)
    }

    @Test func aRefusedKeyIsAnErrorWithoutTheKey() async {
        transport.script(url, .respond(HTTPResponse(status: 401, body: Data(Self.key.utf8))))
        do {
            _ = try await client.events(near: station, radiusMiles: 5, in: tonight)
            Issue.record("expected an error")
        } catch {
            #expect(error as? UpstreamError == .rejected(status: 401))
            #expect(!"\(error) \(client)".contains(Self.key))
        }
    }
}
