import ArgumentParser
import Foundation
import NextStopCore
import Simulator

extension SimulatorScale: ExpressibleByArgument {}

/// `nextstop simulate`: serves every system's upstreams, as `demo` does, at the real paths, with faults on demand.
struct SimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Serve every system's upstreams (Hong Kong's buses, the Observatory and AQHI, Caltrain, a bus agency, "
            + "London's docks and a GBFS system) at the real paths and shapes, with fault injection."
    )

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8081

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Network size: tiny (every quirk, ~50 stops) or hk (the real network's size).")
    var scale = SimulatorScale.hk

    @Option(help: "Seed of the synthetic network and of the injected faults.")
    var seed: UInt64 = 1

    @OptionGroup var faults: FaultOptions
    @OptionGroup var caltrain: CaltrainSimulatorFlags
    @OptionGroup var bikes: BikesSimulatorFlags

    /// The world these flags ask for: every system's upstreams, each behaving as its own flags say.
    var simulation: Simulation { Simulation(scale: scale, seed: seed, choices: ValuesByType([caltrain.choice, bikes.choice])) }

    func run() async throws {
        let server = SimulatorServer(
            upstreams: try Systems.simulatedUpstreams(simulation),
            options: SimulatorOptions(faults: faults.faults(seed: seed)))
        try await server.run(host: host, port: port) { [host, caltrain] bound in
            let root = URL(string: "http://\(host):\(bound)")!
            // Every system's settings, with the 511 key this command's own flag may have changed.
            let lines = Systems.simulatedSettings(under: root).map { variable, value in
                (variable, variable == Setting.fiveOneOneKey.variable ? caltrain.key : value)
            }
            Console.line(
                (["simulator listening on \(root.absoluteString)"] + lines.map { "  \($0.0)=\($0.1)" })
                    .joined(separator: "\n"))
        }
    }
}

/// The simulator's fault-injection flags.
struct FaultOptions: ParsableArguments {
    @Option(help: "Share of requests that fail, split evenly between 429, 5xx and malformed JSON (0–1).")
    var failureRate = 0.0

    @Option(help: "Share of requests answered 500, 502 or 503 (0–1).")
    var serverErrorRate = 0.0

    @Option(help: "Share of requests answered 429 with Retry-After (0–1).")
    var rateLimitRate = 0.0

    @Flag(help: "Answer every distinct request 429 the first time.")
    var rateLimitFirst = false

    @Option(
        help: ArgumentHelp(
            "Retry-After sent with each 429: seconds, as many digits as you like, or an HTTP date.",
            valueName: "seconds|date"))
    var retryAfter = "1"

    @Flag(help: "Answer 403 for Citybus special routes (suffix R, P, S, X; prefix N).")
    var forbidSpecial = false

    @Option(help: "Latency added to every answer, in milliseconds.")
    var latencyMs = 0

    @Option(help: "Share of answers cut short into malformed JSON (0–1).")
    var malformedRate = 0.0

    @Option(
        help: ArgumentHelp(
            "Send every answer's body this many bytes a second, as an upstream on a failing link does.",
            valueName: "bytes"))
    var trickle: Int?

    func validate() throws {
        for (name, rate) in [
            ("failure-rate", failureRate), ("server-error-rate", serverErrorRate),
            ("rate-limit-rate", rateLimitRate), ("malformed-rate", malformedRate),
        ]
        where !(0...1).contains(rate) {
            throw ValidationError("--\(name) must be between 0 and 1")
        }
        guard latencyMs >= 0 else { throw ValidationError("--latency-ms cannot be negative") }
        if let trickle, trickle < 1 { throw ValidationError("--trickle must be at least 1 byte a second") }
        let isSeconds = !retryAfter.isEmpty && retryAfter.allSatisfy { $0.isASCII && $0.isNumber }
        let isDate = retryAfter.contains(where: \.isLetter) && UpstreamError.retryAfterSeconds(retryAfter, now: Date()) != nil
        guard isSeconds || isDate else {
            throw ValidationError("--retry-after must be seconds or an HTTP date, got \"\(retryAfter.prefix(100))\"")
        }
    }

    func faults(seed: UInt64) -> SimulatorFaults {
        SimulatorFaults(
            seed: seed, serverErrorRate: serverErrorRate + failureRate / 3, rateLimitRate: rateLimitRate + failureRate / 3,
            rateLimitFirstAttempt: rateLimitFirst, retryAfter: retryAfter,
            specialRouteAccess: forbidSpecial ? .forbidden : .allowed, latencyMilliseconds: latencyMs,
            malformedRate: malformedRate + failureRate / 3, trickleBytesPerSecond: trickle)
    }
}
