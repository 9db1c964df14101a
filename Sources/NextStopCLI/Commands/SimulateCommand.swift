import ArgumentParser
import Foundation
import NextStopCore
import Simulator

extension SimulatorScale: ExpressibleByArgument {}

/// `nextstop simulate`: serves a synthetic KMB + Citybus network at the real paths, with faults on demand.
struct SimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Serve a synthetic Hong Kong bus network, the Observatory, EPD's AQHI, London's docks, a GBFS system, Caltrain "
            + "and a bus agency at the "
            + "real paths and shapes, with fault injection."
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
    @OptionGroup var fiveOneOne: FiveOneOneFaultOptions

    @Flag(help: "Freeze the London dock counts, as TfL's feed sometimes stalls.")
    var bikesFrozen = false

    @Flag(help: "Serve the Caltrain GTFS feed with a stray quote in the first row of stop_times.txt.")
    var gtfsStrayQuote = false

    func run() async throws {
        let bikes = LondonBikesSimulation(seed: seed)
        if bikesFrozen { bikes.freeze(at: Date()) }
        let caltrain = try CaltrainSimulation(seed: seed, strayQuote: gtfsStrayQuote, fiveOneOne: fiveOneOne.options)
        let server = SimulatorServer(
            network: SyntheticNetwork(scale: scale, seed: seed), options: SimulatorOptions(faults: faults.faults(seed: seed)),
            upstreams: [MapTilesUpstream()] + caltrain.upstreams + bikes.upstreams
                + [GBFSBikesSimulation(seed: seed).upstream, try BusAgencyUpstream(seed: seed), HKOUpstream(), AQHIUpstream()])
        try await server.run(host: host, port: port) { [host, fiveOneOne] bound in
            let root = URL(string: "http://\(host):\(bound)")!
            // Every system's settings, with the 511 key this command's own flag may have changed.
            let lines = Systems.simulatedSettings(under: root).map { variable, value in
                (variable, variable == Setting.fiveOneOneKey.variable ? fiveOneOne.key : value)
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

/// How the simulated 511 misbehaves beyond the shared faults.
struct FiveOneOneFaultOptions: ParsableArguments {
    @Option(name: .customLong("511-key"), help: "The key the simulated 511 accepts; any other is answered 401.")
    var key = CaltrainSimulation.fiveOneOneKey

    @Option(name: .customLong("511-requests-per-hour"), help: "Requests a 511 key may make an hour before 429.")
    var requestsPerHour = 60

    @Flag(name: .customLong("511-bom"), help: "Start 511's JSON answers with a UTF-8 byte order mark.")
    var byteOrderMark = false

    @Flag(name: .customLong("511-siri-wrapper"), help: "Wrap StopMonitoring in {\"Siri\": …}.")
    var siriWrapper = false

    var options: FiveOneOneSimulatedUpstream.Options {
        var options = FiveOneOneSimulatedUpstream.Options(key: key)
        options.requestsPerHour = requestsPerHour
        options.byteOrderMark = byteOrderMark
        options.siriWrapper = siriWrapper
        return options
    }
}
