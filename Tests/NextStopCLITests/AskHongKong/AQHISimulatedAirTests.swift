import AskHongKong
import Foundation
import NextStopCore
import Providers
import Simulator
import Testing

/// The simulator's EPD feeds read by the real client: 18 stations, a missed hour, and Mong Kok High in the rush.
struct AQHISimulatedAirTests {
    /// Sends each request straight to the simulated upstream at a set time.
    private struct DirectTransport: HTTPTransport {
        let now: Date

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let reply = await AQHIUpstream().reply(to: SimulatedRequest(path: request.url.path), now: now)
            return HTTPResponse(status: reply.status, headers: [:], body: Data(reply.body))
        }
    }

    private func air(at text: String) async throws -> AirQuality {
        let now = try Date(text + "+08:00", strategy: .iso8601)
        let client = AQHIClient(
            baseURL: URL(string: "http://simulator/epd/ddata/html/out")!, transport: DirectTransport(now: now))
        return try await client.airQuality().value
    }

    @Test func everyStationHasADayAndMongKokIsHighInTheEveningRush() async throws {
        let air = try await air(at: "2026-10-05T18:20:00")

        #expect(Set(air.readings.keys) == Set(AirQualityStation.all.map(\.en)))
        #expect(air.readings.values.allSatisfy { $0.count == 24 })
        #expect(air.latest(at: "Mong Kok")?.index?.risk == .high)
        #expect(air.latest(at: "Tai Po")?.index?.risk == .low)
    }

    @Test func tapMunMissesFourOClock() async throws {
        let air = try await air(at: "2026-10-05T12:00:00")

        let four = try Date("2026-10-05T04:00:00+08:00", strategy: .iso8601)
        #expect(air.readings["Tap Mun"]?.first { $0.time == four }?.index == nil)
    }
}
