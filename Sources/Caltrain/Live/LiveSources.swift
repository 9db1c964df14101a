import Foundation
import GTFS

/// An upstream answer with what the upstream said about the key's remaining requests.
public struct SourceReply<Value: Sendable>: Sendable {
    /// The answer.
    public var value: Value
    /// The `RateLimit-Remaining` header, when sent.
    public var rateLimitRemaining: Int?

    /// A reply with the given fields.
    public init(_ value: Value, rateLimitRemaining: Int? = nil) {
        self.value = value
        self.rateLimitRemaining = rateLimitRemaining
    }
}

/// The agency's real-time and alerts, one call each for the whole agency. Throws `UpstreamError` on failure.
public protocol CaltrainRealtimeSource: Sendable {
    /// Every train's estimates.
    func realtime() async throws -> SourceReply<RealtimeSnapshot>
    /// Every current service alert.
    func alerts() async throws -> SourceReply<AlertsSnapshot>
}

/// Current weather at many places, in one call. Throws `UpstreamError` on failure.
public protocol StationWeatherSource: Sendable {
    /// The weather at each station, in the order given.
    func weather(at stations: [CaltrainStation]) async throws -> [StationWeather]
}

/// Events near a place. Throws `UpstreamError` on failure.
public protocol NearbyEventSource: Sendable {
    /// Events within `radiusMiles` of `station` starting in `period`, soonest first.
    func events(near station: CaltrainStation, radiusMiles: Int, in period: Range<Date>) async throws -> [NearbyEvent]
}

/// The upstreams a live feed reads; a nil one is off.
public struct LiveSources: Sendable {
    /// 511 real-time and alerts (off without a key).
    public var realtime: (any CaltrainRealtimeSource)?
    /// Weather at the stations.
    public var weather: (any StationWeatherSource)?
    /// Events near destinations (off without a key).
    public var events: (any NearbyEventSource)?

    /// Sources with the given parts.
    public init(
        realtime: (any CaltrainRealtimeSource)?, weather: (any StationWeatherSource)? = nil,
        events: (any NearbyEventSource)? = nil
    ) {
        self.realtime = realtime
        self.weather = weather
        self.events = events
    }
}
