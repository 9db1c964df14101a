import ArgumentParser
import Bikes
import Foundation
import NextStopCore
import Providers
import Simulator

/// `nextstop bench gbfs`: reading a GBFS system's `station_information` and `station_status` into indexed docks,
/// against Python's `json.load` of the same two files in the same run.
struct BenchGBFSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gbfs",
        abstract: "Benchmark reading a GBFS system's station files into indexed docks against Python's json.load.")

    @Option(
        help:
            "A folder holding a system's station_information.json and station_status.json; without it, the simulator's Oslo."
    )
    var folder: String?

    @Option(help: "Reads per measurement (the median is reported).")
    var runs = 30

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    }

    func run() async throws {
        let bodies = try self.bodies()
        var snapshot: DockSnapshot?
        let reads = try Stopwatch.samples(runs: runs) {
            snapshot = DockSnapshot(docks: try GBFSClient.docks(kept: bodies).docks, fetchedAt: Date())
        }
        let read = Stopwatch.percentile(reads, 0.5)
        let size = bodies.values.reduce(0) { $0 + $1.count }
        print(
            """
            bench gbfs: \(snapshot?.docks.count ?? 0) docks in \(BenchFormat.megabytes(size)) of station_information + station_status
              read + join + index median \(BenchFormat.milliseconds(read)) over \(runs) reads
            """)
        print(pythonLine(bodies: bodies, read: read))
    }

    /// The two station files, from the folder or the simulator.
    private func bodies() throws -> [String: Data] {
        let names = [GBFSClient.informationName, GBFSClient.statusName]
        guard let folder else {
            let simulation = GBFSBikesSimulation()
            return Dictionary(
                uniqueKeysWithValues: names.map { name in
                    (name, Data(simulation.body(of: String(name.dropLast(5)), root: "http://sim", at: Date()) ?? []))
                })
        }
        return try Dictionary(
            uniqueKeysWithValues: names.map { name in
                (name, try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name)))
            })
    }

    /// Python's `json.load` of the same two files, median of as many runs, and the ratio.
    private func pythonLine(bodies: [String: Data], read: Double) -> String {
        guard let python = PythonRun.jsonLoadMedian(of: Array(bodies.values), runs: runs) else {
            return "  python  could not run python3"
        }
        let verdict = BenchFormat.versus(ours: read * 1000, baseline: python)
        return
            "  python  json.load of both median \(String(format: "%.1f", python)) ms (parse only, no join or index) → \(verdict)"
    }
}
