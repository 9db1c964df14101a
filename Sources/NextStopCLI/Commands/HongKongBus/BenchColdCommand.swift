import ArgumentParser
import Foundation
import NextStopCore
import NextStopDataset
import Simulator

/// `nextstop bench cold`: a route search from a fresh process (start, load, index, answer), as someone running
/// `nextstop hk routes 9` meets it, against Python's `json.load` of the same dataset file, alternating.
struct BenchColdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cold",
        abstract: "Benchmark a route search from a fresh process against Python's json.load of the same dataset.")

    @Option(help: "Network size.")
    var scale = SimulatorScale.hk

    @Option(help: "Runs of each command, alternating; the median is reported.")
    var runs = 15

    @Option(help: "The route number prefix searched.")
    var prefix = "9"

    func validate() throws {
        guard runs >= 9 else { throw ValidationError("--runs must be at least 9") }
    }

    func run() async throws {
        let bench = try await BenchSimulatorDataset.start(scale: scale)
        defer { bench.removeFolder() }
        let metadata = try await bench.collect()
        let versionFolder = bench.store.folder(of: metadata.version)
        let datasetFile = versionFolder.appendingPathComponent(metadata.fileName)
        let snapshot = versionFolder.appendingPathComponent(VersionFile.snapshot)
        let query = Command(
            executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
            arguments: ["hk", "routes", prefix, "--data", bench.folder.path])
        let python = Command(
            executable: "/usr/bin/env",
            arguments: ["python3", "-c", "import json, sys; json.load(open(sys.argv[1]))", datasetFile.path])

        // One run of each first, so the files are in the page cache for both and the snapshot exists.
        _ = try query.timed()
        _ = try python.timed()
        var fromSnapshot: [Double] = []
        var fromDatasetFile: [Double] = []
        var parsedByPython: [Double] = []
        for _ in 0..<runs {
            fromSnapshot.append(try query.timed())
            try FileManager.default.removeItem(at: snapshot)
            fromDatasetFile.append(try query.timed())
            parsedByPython.append(try python.timed())
        }
        let snapshotMedian = Stopwatch.percentile(fromSnapshot, 0.5)
        let fileMedian = Stopwatch.percentile(fromDatasetFile, 0.5)
        let pythonMedian = Stopwatch.percentile(parsedByPython, 0.5)
        print("bench cold: `nextstop hk routes \(prefix)` in a fresh process, \(runs) runs each, alternating")
        print(
            "  dataset     \(BenchFormat.megabytes(try Data(contentsOf: datasetFile).count)) network.json, "
                + "snapshot \(BenchFormat.megabytes(try Data(contentsOf: snapshot).count))")
        print("  snapshot    median \(BenchFormat.milliseconds(snapshotMedian)) (start, load, index, answer)")
        print(
            "  JSON file   median \(BenchFormat.milliseconds(fileMedian)) (the snapshot removed before each run: "
                + "read, sha256, decode, snapshot written)")
        print("  python3     median \(BenchFormat.milliseconds(pythonMedian)) (start, json.load of network.json)")
        print(
            "  speed-up    \(BenchFormat.ratio(pythonMedian / snapshotMedian)) faster than json.load from the snapshot, "
                + "\(BenchFormat.ratio(pythonMedian / fileMedian)) from the JSON file (goal ≥ 5×)")
    }

    /// A process to time from start to exit, its output discarded.
    private struct Command {
        let executable: String
        let arguments: [String]

        /// Seconds from starting the process to its exit; throws unless it exits with 0.
        func timed() throws -> Double {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            process.waitUntilExit()
            let elapsed = (clock.now - start).inSeconds
            guard process.terminationStatus == 0 else {
                throw CLIError("\(([executable] + arguments).joined(separator: " ")) exited with \(process.terminationStatus)")
            }
            return elapsed
        }
    }
}
