import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

@testable import NextStopCLI

/// `nextstop simulate` serves what `demo` serves, every system's upstreams from the one list of systems, so none
/// can go missing from it again (Oslo's GBFS and the bus agency once did), and each system's own flags reach it.
struct SimulateCommandTests {
    @Test func everyFileAddressItPrintsIsServedAndEachSystemsFlagsReachIt() async throws {
        let command = try SimulateCommand.parse(
            ["--scale", "tiny", "--511-key", "abc", "--gtfs-stray-quote", "--bikes-frozen"])
        let simulator = try await SimulatorServer(upstreams: try Systems.simulatedUpstreams(command.simulation)).start()
        defer { Task { await simulator.stop() } }
        let transport = AsyncHTTPTransport()

        let files = Systems.simulatedSettings(under: simulator.rootURL).flatMap { _, value in
            value.split(separator: ";").compactMap { entry in
                entry.split(separator: "=", maxSplits: 1).last.flatMap { URL(string: String($0)) }
            }
        }.filter { $0.scheme == "http" && $0.lastPathComponent.contains(".") && !$0.path.contains("{") }
        #expect(files.count >= 6, "\(files)")
        for url in files {
            let status = try await transport.send(HTTPRequest(url: url, timeout: HTTPRequest.loopbackTimeout)).status
            #expect(status == 200, "\(url)")
        }

        let stopMonitoring = { (key: String) in
            URL(string: "\(simulator.rootURL.absoluteString)/transit/StopMonitoring?api_key=\(key)&agency=CT")!
        }
        let withFlagKey = HTTPRequest(url: stopMonitoring("abc"), timeout: HTTPRequest.loopbackTimeout)
        let withDefaultKey = HTTPRequest(
            url: stopMonitoring(CaltrainSimulation.fiveOneOneKey), timeout: HTTPRequest.loopbackTimeout)
        #expect(try await transport.send(withFlagKey).status == 200)
        #expect(try await transport.send(withDefaultKey).status == 401)
        #expect(command.simulation.choices.first(CaltrainSimulationChoice.self)?.strayQuote == true)
        #expect(command.simulation.choices.first(BikesSimulationChoice.self)?.londonFrozen == true)
    }

    @Test func withoutFlagsEverySystemIsSimulatedBehavingWell() throws {
        let simulation = try SimulateCommand.parse([]).simulation
        #expect(simulation.choices.first(CaltrainSimulationChoice.self)?.strayQuote == false)
        #expect(simulation.choices.first(CaltrainSimulationChoice.self)?.fiveOneOne.key == CaltrainSimulation.fiveOneOneKey)
        #expect(simulation.choices.first(BikesSimulationChoice.self)?.londonFrozen == false)
    }
}
