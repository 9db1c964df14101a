import Caltrain
import Foundation
import NextStopCore

/// Reads the current weather at every station in one Open-Meteo request. Throws only `UpstreamError`.
public struct OpenMeteoClient: StationWeatherSource {
    private let baseURL: URL
    private let transport: any HTTPTransport
    private let timeZone: String

    /// A client for the API at `baseURL`, local times in `timeZone`.
    public init(
        baseURL: URL = OpenMeteoEndpoint.defaultBaseURL, transport: any HTTPTransport, timeZone: String = "America/Los_Angeles"
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeZone = timeZone
    }

    public func weather(at stations: [CaltrainStation]) async throws -> [StationWeather] {
        let placed = stations.compactMap { station in
            station.latitude.flatMap { latitude in station.longitude.map { (station, (latitude, $0)) } }
        }
        guard !placed.isEmpty else { return [] }
        guard let url = OpenMeteoEndpoint.current(at: placed.map(\.1), timeZone: timeZone, baseURL: baseURL) else {
            throw UpstreamError.unreachable(reason: "invalid Open-Meteo base URL")
        }
        let response = try await UpstreamCall.send(HTTPRequest(url: url), through: transport)
        let places = try UpstreamCall.decode(OpenMeteoWire.Places.self, response).places
        guard places.count == placed.count else { throw UpstreamError.malformed(reason: "one reading per place expected") }
        return zip(placed, places).compactMap { pair in pair.1.weather(at: pair.0.0.id) }
    }
}
