import Caltrain
import Foundation
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Open-Meteo's forecast replies: one request for every station, local time from `utc_offset_seconds`, every WMO code.
struct OpenMeteoClientTests {
    private let transport = ScriptedTransport()
    private let stations = [
        CaltrainStation(id: "san_francisco", feedName: "San Francisco", platformIDs: [], latitude: 37.7765, longitude: -122.3943),
        CaltrainStation(id: "sj_diridon", feedName: "San Jose Diridon", platformIDs: [], latitude: 37.3297, longitude: -121.9026),
        CaltrainStation(id: "nowhere", feedName: "Nowhere", platformIDs: [], latitude: nil, longitude: nil),
    ]
    private let url = URL(
        string: "https://api.open-meteo.com/v1/forecast?latitude=37.7765,37.3297&longitude=-122.3943,-121.9026"
            + "&current=temperature_2m,weather_code&timezone=America/Los_Angeles")!

    @Test func oneRequestAnswersEveryStationWithItsLocalTime() async throws {
        transport.script(url, .respond(HTTPResponse(status: 200, body: try fixture("openmeteo/forecast-two-places.json"))))
        let weather = try await OpenMeteoClient(transport: transport).weather(at: stations)
        #expect(transport.requests.map(\.url) == [url])
        // The second place's temperature is null: no reading rather than a wrong one.
        #expect(weather.map(\.stationID) == ["san_francisco"])
        #expect(weather[0].summary == "Light freezing drizzle")
        #expect(weather[0].icon == "ice")
        #expect(weather[0].localTime == "2026-08-18T14:45")
        #expect(weather[0].observedAt == ISO8601DateFormatter().date(from: "2026-08-18T21:45:00Z"))
        #expect(weather[0].temperatureF == 71.8)
    }

    @Test func aSinglePlaceAnswersWithAnObjectNotAList() throws {
        let places = try UpstreamCall.decode(
            OpenMeteoWire.Places.self, HTTPResponse(status: 200, body: fixture("openmeteo/forecast-one-place.json"))
        ).places
        let weather = try #require(places.first?.weather(at: "san_francisco"))
        #expect(weather.summary == "Heavy freezing rain")
        #expect(weather.observedAt == ISO8601DateFormatter().date(from: "2026-12-01T15:00:00Z"))
        #expect(weather.temperatureF == 29.3)
    }

    @Test(arguments: [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99])
    func everyWMOCodeHasASummaryAndAnIcon(code: Int) {
        let condition = WMOWeatherCode.condition(code)
        #expect(!condition.summary.hasPrefix("Unknown"))
        #expect(["sun", "cloud", "fog", "drizzle", "rain", "snow", "storm", "ice"].contains(condition.icon))
    }

    @Test func aBadRequestIsAnUpstreamError() async {
        let body = Data(#"{"reason":"Latitude must be in range of -90 to 90°. Given: 999.0.","error":true}"#.utf8)
        transport.script(url, .respond(HTTPResponse(status: 400, body: body)))
        await #expect(throws: UpstreamError.rejected(status: 400)) {
            try await OpenMeteoClient(transport: transport).weather(at: stations)
        }
    }
}
