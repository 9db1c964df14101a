import AskHongKong
import Foundation
import HongKongBus
import NextStopCore

/// The Ask Hong Kong service over the network the server answers from now: built once per network (reading bus
/// questions indexes every stop name), and again when a newer dataset replaces the network.
final class CurrentAskService: Sendable {
    private let live: LiveNetwork
    private let weather: any WeatherSource
    private let airQuality: (any AirQualitySource)?
    private let built = LockedValue<(network: ObjectIdentifier, service: AskService)?>(nil)

    init(live: LiveNetwork, weather: any WeatherSource, airQuality: (any AirQualitySource)?) {
        self.live = live
        self.weather = weather
        self.airQuality = airQuality
    }

    /// The service for the network served now, its bus questions answered with the live arrivals.
    var service: AskService {
        let arrivals = live.current.arrivals
        let network = ObjectIdentifier(arrivals)
        if let built = built.value, built.network == network { return built.service }
        let service = AskService(
            source: weather, airQuality: airQuality, buses: HongKongBusDirectory(service: arrivals))
        built.withLock { $0 = (network, service) }
        return service
    }
}
