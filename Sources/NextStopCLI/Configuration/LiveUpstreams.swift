import LiveTransport
import NextStopCore
import Providers

/// The upstreams of a process: their addresses, and one throttled, retrying transport over the live HTTP client
/// that every system's clients share.
struct LiveUpstreams: Sendable {
    let transport: TransportStack
    let urls: UpstreamURLs

    init(
        urls: UpstreamURLs, settings: UpstreamSettings = UpstreamSettings(), observer: (any UpstreamObserver)? = nil,
        retryAfterMemory: RetryAfterMemory? = nil, live: any HTTPTransport = AsyncHTTPTransport()
    ) {
        self.urls = urls
        transport = TransportStack(
            live: live, settings: settings, observer: observer, retryAfterMemory: retryAfterMemory)
    }
}
