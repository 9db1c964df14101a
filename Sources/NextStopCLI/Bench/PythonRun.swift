import Foundation

/// One run of `python3` for a benchmark's baseline: what it printed and how it ended.
struct PythonRun {
    var status: Int32
    var output: Data

    /// The printed text, trimmed.
    var text: String { String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Runs `python3` with `arguments`, its errors discarded; throws when `python3` cannot be started.
    static func run(_ arguments: [String]) throws -> PythonRun {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PythonRun(status: process.terminationStatus, output: data)
    }

    /// The median milliseconds of Python's `json.load` of every one of `bodies` in turn, over `runs` runs; nil when
    /// `python3` cannot run it. The baseline of the parsing benchmarks: parsing only, into Python's own objects.
    static func jsonLoadMedian(of bodies: [Data], runs: Int) -> Double? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nextstop-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (index, body) in bodies.enumerated() { try body.write(to: directory.appendingPathComponent("\(index).json")) }
        } catch {
            return nil
        }
        let script = """
            import json, pathlib, statistics, sys, time
            files = sorted(pathlib.Path(sys.argv[1]).glob('*.json'))
            samples = []
            for _ in range(int(sys.argv[2])):
                start = time.perf_counter()
                for file in files:
                    with open(file, 'rb') as handle:
                        json.load(handle)
                samples.append(time.perf_counter() - start)
            print(statistics.median(samples) * 1000)
            """
        guard let run = try? run(["-c", script, directory.path, String(runs)]), run.status == 0 else { return nil }
        return Double(run.text)
    }
}
