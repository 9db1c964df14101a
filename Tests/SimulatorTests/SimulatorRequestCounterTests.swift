import Testing

@testable import Simulator

@Suite struct SimulatorRequestCounterTests {
    @Test func sumsByPathPrefixAndStatus() {
        // Given recorded requests
        let counter = SimulatorRequestCounter()
        counter.record(path: "/v1/transport/kmb/stop-eta/A", status: 200)
        counter.record(path: "/v1/transport/kmb/stop-eta/B", status: 429)
        counter.record(path: "/v1/transport/kmb/stop-eta/B", status: 200)
        counter.record(path: "/v2/transport/citybus/route/CTB", status: 403)

        // Then counts add up by prefix, path and status
        #expect(counter.total == 4)
        #expect(counter.count(pathPrefix: "/v1/transport/kmb/stop-eta/") == 3)
        #expect(counter.count(pathPrefix: "/v2/") == 1)
        #expect(
            counter.countsByPath == [
                "/v1/transport/kmb/stop-eta/A": 1, "/v1/transport/kmb/stop-eta/B": 2,
                "/v2/transport/citybus/route/CTB": 1,
            ])
        #expect(counter.count(status: 200) == 2)
        #expect(counter.count(status: 500) == 0)
    }
}
