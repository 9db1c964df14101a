import Caltrain
import Foundation
import GTFS
import HongKongBus
import NextStopCore
import NextStopServer
import SQLiteStorage
import Simulator

/// The Caltrain board of `bench caltrain`: the simulated timetable, one live feed reading the simulator over HTTP
/// at the stepped clock's time, and the answer every user gets.
struct CaltrainBenchBoard {
    let timetable: CaltrainTimetable
    let feed: CaltrainLiveFeed
    let clock: SteppedClock
    let origin: CaltrainStation
    let destination: CaltrainStation

    init(simulation: CaltrainSimulation, simulator: RunningSimulator, clock: SteppedClock) throws {
        timetable = CaltrainTimetable(feed: try GTFSFeed(files: simulation.feed.feed.files))
        var environment = Environment([:])
        for (name, value) in CaltrainAssembly().simulatedSettings(under: simulator.rootURL) {
            environment.values[name] = value
        }
        feed = CaltrainLiveFeed(
            timetable: timetable, sources: try CaltrainLiveSetup(environment: environment).sources(time: clock), time: clock)
        self.clock = clock
        origin = try timetable.station(named: "mountain view")
        destination = try timetable.station(named: "sf")
    }

    /// One user's answer, as the server builds it: the feed read, the trains joined, the JSON written.
    func answer() throws -> Int {
        let state = feed.current(eventsOn: [timetable.eventsDay(at: destination, on: clock.now())])
        let trains = timetable.liveTrains(
            from: origin, to: destination, at: clock.now(), limit: 10, realtime: state.realtime,
            alerts: state.alerts?.alerts ?? [])
        let json = CaltrainTrainsJSON(
            from: origin, to: destination, at: clock.now(), trains: trains, timetable: timetable, live: state)
        return try APIJSON.encode(json).count
    }

    /// Every user asks at once every `step` seconds for an hour of the stepped clock; the number of screen loads.
    func simulateHour(users: Int, step: Int) async throws -> Int {
        var loads = 0
        for _ in 0..<(3_600 / step) {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<users { group.addTask { try answer() } }
                for try await bytes in group { blackHole(bytes) }
            }
            loads += users
            while feed.isRefreshing { try await Task.sleep(nanoseconds: 1_000_000) }
            clock.advance(by: Double(step))
        }
        return loads
    }

    /// Seconds each of `samples` answers took from a warm cache: wall time, and the thread's CPU time.
    func answerTimes(samples: Int) async throws -> (wall: [Double], cpu: [Double]) {
        await feed.refreshIfDue(eventsOn: [timetable.eventsDay(at: destination, on: clock.now())])
        for _ in 0..<100 { blackHole(try answer()) }
        let wall = try Stopwatch.samples(runs: samples) { blackHole(try answer()) }
        let cpu = try ThreadCPUTime.samples(runs: samples) { blackHole(try answer()) }
        return (wall, cpu)
    }

    /// `wrk` against the trains endpoint of a server on this board and against its trivial `/healthz`.
    func loadTest(seconds: Int) async throws {
        let network = TransitNetwork(BusNetwork(stops: [], routes: []))
        var dependencies = ServerDependencies(
            network: network, arrivals: ArrivalsService(network: network, sources: []),
            favourites: SQLiteFavouritesStore(database: try AppDatabase.inMemory()), timeSource: clock)
        dependencies.systems = [.caltrain(timetables: CurrentTimetable(timetable), live: feed, timeSource: clock)]
        let server = try await BenchServer.start(dependencies)
        let endpoints = [
            ("trivial: GET /healthz", "\(server.baseURL)/healthz"),
            ("trains with real-time", "\(server.baseURL)/api/v1/caltrain/trains?from=mountain_view&to=sf"),
        ]
        print("wrk -t1 -c8 -d\(seconds)s --latency, loopback, one release server (2 cores shared with wrk)")
        var table = TextTable("endpoint", "req/s", "p50", "p99", "p99 vs trivial")
        var baseline: WrkRun?
        for (name, url) in endpoints {
            let run = try WrkRun.run(url: url, threads: 1, connections: 8, seconds: seconds)
            guard run.errors == 0 else { throw CLIError("\(name): \(run.errors) failed requests under load") }
            let reference = baseline ?? run
            baseline = reference
            table.add(
                name, String(format: "%.0f", run.requestsPerSecond), BenchFormat.milliseconds(run.p50),
                BenchFormat.milliseconds(run.p99), BenchFormat.ratio(run.p99 / reference.p99))
        }
        print(table.rendered)
        await server.stop()
    }
}
