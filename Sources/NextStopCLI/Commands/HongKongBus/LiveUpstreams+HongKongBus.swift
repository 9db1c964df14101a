import HongKongBus
import NextStopCore
import Providers

/// The operators' clients at the configured addresses.
extension LiveUpstreams {
    var kmb: KMBClient { KMBClient(baseURL: urls[.kmbURL], transport: transport) }
    var citybus: CitybusClient { CitybusClient(baseURL: urls[.citybusURL], transport: transport) }

    /// The operators' arrivals APIs, as the arrivals service takes them.
    var arrivalSources: [any ArrivalSource] { arrivalSources(over: transport) }

    /// The operators' arrivals APIs over `transport` instead (one that shares answers with other servers).
    func arrivalSources(over transport: any HTTPTransport) -> [any ArrivalSource] {
        [
            KMBClient(baseURL: urls[.kmbURL], transport: transport),
            CitybusClient(baseURL: urls[.citybusURL], transport: transport),
        ]
    }
}
