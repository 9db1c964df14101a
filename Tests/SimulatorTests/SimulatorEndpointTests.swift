import NextStopCore
import Testing

@testable import Simulator

@Suite struct SimulatorEndpointTests {
    private func parse(_ path: String) -> SimulatorEndpoint {
        SimulatorEndpoint(path: path, kmbPrefix: "/v1/transport/kmb", citybusPrefix: "/v2/transport/citybus")
    }

    @Test(arguments: [
        ("/v1/transport/kmb/route", SimulatorEndpoint.kmbRoutes),
        ("/v1/transport/kmb/route/", .kmbRoutes),
        ("/v1/transport/kmb/stop", .kmbStops),
        ("/v1/transport/kmb/route-stop", .kmbRouteStops),
        ("/v1/transport/kmb/stop/18492910339410B1", .kmbStop(id: "18492910339410B1")),
        (
            "/v1/transport/kmb/route-stop/1A/inbound/2",
            .kmbVariantStops(route: "1A", direction: .inbound, serviceType: "2")
        ),
        ("/v1/transport/kmb/eta/STOP/1A/1", .kmbArrivals(stop: "STOP", route: "1A", serviceType: "1")),
        ("/v1/transport/kmb/stop-eta/STOP", .kmbStopArrivals(stop: "STOP")),
        ("/v1/transport/kmb/route-eta/1A/1", .kmbRouteArrivals(route: "1A", serviceType: "1")),
        ("/v2/transport/citybus/route/CTB", .citybusRoutes),
        ("/v2/transport/citybus/route/CTB/A21", .citybusRoute(route: "A21")),
        ("/v2/transport/citybus/route-stop/CTB/A21/outbound", .citybusRouteStops(route: "A21", direction: .outbound)),
        ("/v2/transport/citybus/stop/002403", .citybusStop(id: "002403")),
        ("/v2/transport/citybus/eta/CTB/002403/A21", .citybusArrivals(stop: "002403", route: "A21")),
    ])
    func readsTheRealPaths(path: String, endpoint: SimulatorEndpoint) {
        #expect(parse(path) == endpoint)
    }

    @Test(arguments: [
        "/v1/transport/kmb/eta/STOP/1A", "/v1/transport/kmb/eta/STOP//1", "/v1/transport/kmb/stop-eta",
        "/v1/transport/kmb/route-eta/1A", "/v1/transport/kmb/route-stop/1A/outbound",
        "/v1/transport/kmb/route-stop/1A/sideways/1", "/v2/transport/citybus/route-stop/CTB/1",
        "/v2/transport/citybus/eta/CTB/002403", "/v2/transport/citybus/route/NWFB", "/v2/transport/citybus/stop",
    ])
    func missingOrInvalidParametersAre422(path: String) {
        #expect(parse(path) == .invalidParameters)
    }

    @Test(arguments: ["/", "/v1/transport/kmb", "/v1/transport/kmb/bogus", "/v1/transport/kmbx/route", "/v3/route"])
    func otherPathsAreNotFound(path: String) {
        #expect(parse(path) == .notFound)
    }

    @Test func onlyCitybusRouteStopsAndArrivalsAreAccessControlled() {
        #expect(parse("/v2/transport/citybus/route-stop/CTB/N8/inbound").citybusRouteUnderAccessControl == "N8")
        #expect(parse("/v2/transport/citybus/eta/CTB/002403/N8").citybusRouteUnderAccessControl == "N8")
        #expect(parse("/v2/transport/citybus/route/CTB/N8").citybusRouteUnderAccessControl == nil)
        #expect(parse("/v1/transport/kmb/route-stop/N8/inbound/1").citybusRouteUnderAccessControl == nil)
    }
}
