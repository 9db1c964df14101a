import HongKongBus
import LiveTransport
import NextStopCore
import Providers

/// The upstream clients of a process, sharing one throttled, retrying transport over the live HTTP client.
struct LiveUpstreams: Sendable {
    let transport: TransportStack
    let kmb: KMBClient
    let citybus: CitybusClient
    let hko: HKOClient
    let aqhi: AQHIClient
    let urls: UpstreamURLs

    init(
        urls: UpstreamURLs, settings: UpstreamSettings = UpstreamSettings(), observer: (any UpstreamObserver)? = nil,
        retryAfterMemory: RetryAfterMemory? = nil, live: any HTTPTransport = AsyncHTTPTransport()
    ) {
        self.urls = urls
        transport = TransportStack(
            live: live, settings: settings, observer: observer, retryAfterMemory: retryAfterMemory)
        kmb = KMBClient(baseURL: urls.kmb, transport: transport)
        citybus = CitybusClient(baseURL: urls.citybus, transport: transport)
        hko = HKOClient(baseURL: urls.hko, transport: transport)
        aqhi = AQHIClient(baseURL: urls.aqhi, transport: transport)
    }

    /// The operators' arrivals APIs, as the arrivals service takes them.
    var arrivalSources: [any ArrivalSource] { [kmb, citybus] }

    /// The operators' arrivals APIs over `transport` instead (one that shares answers with other servers).
    func arrivalSources(over transport: any HTTPTransport) -> [any ArrivalSource] {
        [KMBClient(baseURL: urls.kmb, transport: transport), CitybusClient(baseURL: urls.citybus, transport: transport)]
    }
}
