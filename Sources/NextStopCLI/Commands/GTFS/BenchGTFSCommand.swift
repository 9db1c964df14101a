import ArgumentParser
import Foundation
import GTFS
import NextStopCore
import Simulator

/// `nextstop bench gtfs`: a large feed's load time (parse and indexes) and memory, departure boards, a GTFS-Realtime
/// TripUpdates feed applied to them, against Python's gtfs-kit and partridge loading the same zip in the same run.
struct BenchGTFSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gtfs",
        abstract: "Benchmark loading a large GTFS feed and its departure boards against gtfs-kit and partridge.")

    @Option(help: "A GTFS .zip; without it, a Caltrain-like feed of --stop-times rows is generated.")
    var feed: String?

    @Option(help: "Rows of stop_times.txt in the generated feed.")
    var stopTimes = 400_000

    @Option(help: "Loads per measurement (the median is reported).")
    var runs = 15

    @Option(help: "Departure boards timed.")
    var queries = 20_000

    @Option(help: "Entities of the GTFS-Realtime TripUpdates feed applied to the boards.")
    var tripUpdates = 5_000

    @Option(help: "The Python baseline script (run with python3; its packages from bench/requirements.txt).")
    var baseline = "bench/gtfs_baseline.py"

    func validate() throws {
        guard runs >= 1, queries >= 100, stopTimes >= 2_000, tripUpdates >= 1 else {
            throw ValidationError(
                "--runs must be at least 1, --queries at least 100, --stop-times at least 2000 and --trip-updates at least 1")
        }
    }

    func run() async throws {
        let zip = try feed.map { URL(fileURLWithPath: $0) } ?? generatedFeed()
        // Resident memory is read with freed heap handed back first, so it counts what the loaded feed holds.
        Self.returnFreedMemory()
        let residentBefore = Self.memory("VmRSS")
        var feed = try GTFSFeed(contentsOf: zip)
        Self.returnFreedMemory()
        let resident = Self.memory("VmRSS") - residentBefore
        let loads = try Stopwatch.samples(runs: runs) { feed = try GTFSFeed(contentsOf: zip) }
        let unzipped = Self.unzippedSize(of: zip)

        var random = SeededGenerator(seed: 13)
        let stops = feed.stops.filter { $0.locationType == .station || $0.parentStationID == nil }.map(\.id)
        let validity = feed.validity
        let start = validity.map { feed.instant(of: ServiceTime(hours: 4, minutes: 0), on: $0.firstDate) } ?? Date()
        let span = Double(max(1, validity.map { $0.firstDate.days(until: $0.lastDate) } ?? 30)) * 86_400
        let asks = (0..<queries).map { _ in
            (stops.randomElement(using: &random)!, start.addingTimeInterval(Double.random(in: 0..<span, using: &random)))
        }
        var iterator = asks.makeIterator()
        let boards = try Stopwatch.samples(runs: queries) {
            let (stop, instant) = iterator.next()!
            blackHole(try feed.departures(from: stop, at: instant, limit: 10).count)
        }
        let load = Stopwatch.percentile(loads, 0.5)
        print(
            """
            bench gtfs: \(zip.lastPathComponent), \(feed.stopTimeCount) stop times, \(feed.trips.count) trips, \(feed.stops.count) stops
              load (parse + indexes) median \(BenchFormat.milliseconds(load)) over \(runs) loads
              memory  +\(BenchFormat.megabytes(resident)) resident holding the loaded feed (\(String(format: "%.2f", Double(resident) / Double(max(1, unzipped))))× \
            the \(BenchFormat.megabytes(unzipped)) unzipped feed); peak resident while loading \(BenchFormat.megabytes(Self.memory("VmHWM")))
              board   p50 \(BenchFormat.microseconds(Stopwatch.percentile(boards, 0.5))), \
            p99 \(BenchFormat.microseconds(Stopwatch.percentile(boards, 0.99))) over \(queries) boards (10 departures)
            """)
        print(try BenchTripUpdates(feed: feed, asks: asks, entities: tripUpdates, runs: runs).lines())
        print(baselineLine(zip: zip, load: load))
    }

    /// A Caltrain-like feed of about `stopTimes` rows, written to a temporary zip.
    private func generatedFeed() throws -> URL {
        var random = SeededGenerator(seed: 1)
        let feed = try CaltrainFeedGenerator(configuration: CaltrainFeedConfiguration(targetStopTimes: stopTimes))
            .generate(using: &random)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nextstop-bench-\(stopTimes).zip")
        try feed.writeZip(to: url)
        return url
    }

    /// gtfs-kit's and partridge's loads of the same zip, and the ratios, or why they could not be run. Their packages
    /// are installed first from the `requirements.txt` beside the baseline when Python cannot import them.
    private func baselineLine(zip: URL, load: Double) -> String {
        if (try? PythonRun.run(["-c", "import gtfs_kit, partridge"]))?.status != 0 {
            let requirements = URL(fileURLWithPath: baseline).deletingLastPathComponent().appendingPathComponent(
                "requirements.txt")
            Console.line("installing the Python baseline's packages (\(requirements.path))…")
            _ = try? PythonRun.run(["-m", "pip", "install", "-q", "-r", requirements.path])
        }
        guard let run = try? PythonRun.run([baseline, zip.path, "--runs", String(runs)]) else {
            return "  python  could not start python3"
        }
        guard run.status == 0,
            let answer = try? JSONSerialization.jsonObject(with: run.output) as? [String: Any],
            let gtfsKit = answer["gtfs_kit_ms"] as? Double, let partridge = answer["partridge_ms"] as? Double
        else { return "  python  baseline failed (python3 -m pip install -r bench/requirements.txt)" }
        let ours = load * 1000
        return """
              python  gtfs-kit median \(String(format: "%.0f", gtfsKit)) ms → NextStop \(BenchFormat.ratio(gtfsKit / ours)) faster; \
            partridge \(String(format: "%.0f", partridge)) ms → \(BenchFormat.ratio(partridge / ours)) faster
            """
    }

    /// The feed's files' total size unpacked, as the zip's directory records it (read with Python's zipfile, which the
    /// baseline needs anyway); 0 when that cannot be read.
    private static func unzippedSize(of zip: URL) -> Int {
        let script = "import sys, zipfile; print(sum(i.file_size for i in zipfile.ZipFile(sys.argv[1]).infolist()))"
        return (try? PythonRun.run(["-c", script, zip.path])).flatMap { Int($0.text) } ?? 0
    }

    /// Hands freed heap pages back to the system where the C library can (glibc's `malloc_trim`).
    private static func returnFreedMemory() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }

    /// A `/proc/self/status` figure in bytes (`VmRSS`, `VmHWM`), 0 where there is none.
    private static func memory(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1024
    }
}
