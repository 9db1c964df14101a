import AskHongKong
import Foundation
import NextStopCore

/// Reads the Environmental Protection Department's AQHI feeds: the past 24 hours and the newest hour at each of
/// its 18 stations. Every method throws only `UpstreamError` (or `CancellationError`).
public struct AQHIClient: Sendable {
    private let upstream: UpstreamJSON

    /// A client for the feeds under `baseURL`, sending every request through `transport` with a budget of `timeout`
    /// seconds, retries included.
    public init(baseURL: URL = AQHIEndpoint.defaultBaseURL, transport: any HTTPTransport, timeout: Double = 4) {
        upstream = UpstreamJSON(baseURL: baseURL, transport: transport, timeout: timeout)
    }

    private func answer(_ endpoint: AQHIEndpoint) async throws -> HTTPResponse {
        try await upstream.answer(from: try endpoint.url(baseURL: upstream.baseURL), timeout: upstream.timeout)
    }
}

extension AQHIClient: AirQualitySource {
    /// The past 24 hours at every station; the current feed adds an hour the 24-hour feed lacks and the pollutant
    /// feed each station's concentrations, and each is skipped when it fails, since the day stands without them. The
    /// two are asked at once, so an upstream that never answers costs one budget, not two.
    public func airQuality() async throws -> Fetched<AirQuality> {
        let hours = try await answer(.pastDay).reading(AQHIWire.hours)
        guard !hours.isEmpty else { throw UpstreamError.empty }
        async let current = try? answer(.current).reading(AQHIWire.current)
        async let concentrations = try? answer(.pollutants).reading(AQHIWire.concentrations)
        return .live(
            AQHIWire.airQuality(hours: hours, current: await current ?? [], concentrations: await concentrations ?? []))
    }
}
