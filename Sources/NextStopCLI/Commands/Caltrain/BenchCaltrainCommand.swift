import ArgumentParser
import Caltrain
import Foundation
import HongKongBus
import NextStopCore
import NextStopServer
import SQLiteStorage
import Simulator

/// `nextstop bench caltrain`: requests to 511 in an hour of 1,000 simulated users (against the seed's two per user
/// per screen load), and the time to answer a trains request with real-time from a warm cache, in process and over
/// loopback HTTP against a trivial endpoint of the same server.
struct BenchCaltrainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "caltrain",
        abstract: "Caltrain live: 511 requests an hour for 1,000 users, and the trains-with-real-time answer time.")

    @Option(help: "Simulated users, all asking at once at every step.")
    var users = 1_000

    @Option(help: "Seconds of simulated time between two rounds of requests.")
    var step = 30

    @Option(help: "Answers timed in process for the percentiles.")
    var samples = 5_000

    @Option(help: "Seconds of wrk load per endpoint.")
    var seconds = 10

    func validate() throws {
        guard users >= 1, (1...3_600).contains(step), samples >= 100, seconds >= 1 else {
            throw ValidationError("--users ≥ 1, --step 1…3600, --samples ≥ 100 and --seconds ≥ 1")
        }
    }

    func run() async throws {
        let clock = SteppedClock(Self.weekdayMorning())
        let caltrain = try CaltrainSimulation(now: clock.now())
        let simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: .tiny, seed: 1), upstreams: caltrain.upstreams, timeSource: clock
        ).start()
        let board = try CaltrainBenchBoard(simulation: caltrain, simulator: simulator, clock: clock)
        print("1 simulated hour, \(users) users asking for Mountain View → San Francisco every \(step) s (in process)")
        let loads = try await board.simulateHour(users: users, step: step)
        let calls = simulator.counter.count(pathPrefix: "/transit")
        var budget = TextTable("design", "511 requests / hour", "per user screen load")
        budget.add("seed: 2 calls per screen load", String(2 * loads), "2")
        budget.add("one poller, fanned out from its cache", String(calls), String(format: "%.5f", Double(calls) / Double(loads)))
        print(budget.rendered)
        print(
            "  (trip updates \(simulator.counter.count(pathPrefix: "/transit/tripupdates")), alerts "
                + "\(simulator.counter.count(pathPrefix: "/transit/servicealerts")); target ≤ 60)")

        let times = try await board.answerTimes(samples: samples)
        print("trains with real-time, answer built in process (warm cache, \(samples) answers each):")
        for (name, values) in [("wall time", times.wall), ("thread CPU time", times.cpu)] {
            print(
                "  \(name): p50 \(BenchFormat.microseconds(Stopwatch.percentile(values, 0.5)))"
                    + "  p99 \(BenchFormat.microseconds(Stopwatch.percentile(values, 0.99)))")
        }
        print("  (load average \(Self.loadAverage()) on this machine while measuring)")
        try await board.loadTest(seconds: seconds)
        await simulator.stop()
    }

    /// The one-minute load average, or `?` where it cannot be read.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return String(text.split(separator: " ").first ?? "?")
    }

    /// 07:30 in San Francisco on the next weekday, when trains are running.
    static func weekdayMorning(after now: Date = Date()) -> Date {
        var pacific = Calendar(identifier: .gregorian)
        pacific.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        var day = now
        while pacific.isDateInWeekend(day) { day += 86_400 }
        return pacific.date(bySettingHour: 7, minute: 30, second: 0, of: day) ?? now
    }
}
