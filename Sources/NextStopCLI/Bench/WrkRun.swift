import Foundation

/// One `wrk` load run against a URL, and what it measured.
struct WrkRun {
    var requestsPerSecond: Double
    var p50: Double
    var p99: Double
    /// Socket errors and non-2xx answers; a benchmark with any is not to be trusted.
    var errors: Int

    /// Seconds after which an unanswered request counts as an error: wrk's own default, 2 s, would leave the slowest
    /// answers under a thousand connections out of the figures.
    static let timeoutSeconds = 10

    /// Runs `wrk --latency` with the given load and parses its report; `script` is a wrk Lua script that shapes each
    /// request (method, body, headers), when given.
    static func run(url: String, threads: Int, connections: Int, seconds: Int, script: String? = nil) throws -> WrkRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "wrk", "-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--timeout", "\(timeoutSeconds)s", "--latency", url,
        ]
        let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent("nextstop-wrk-\(UUID()).lua")
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        if let script {
            try script.write(to: scriptFile, atomically: true, encoding: .utf8)
            process.arguments! += ["-s", scriptFile.path]
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw CLIError("cannot run wrk (install it: apt-get install wrk): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, let parsed = parse(report) else {
            throw CLIError("wrk failed on \(url): \(report.split(separator: "\n").last ?? "")")
        }
        return parsed
    }

    /// The figures of a `wrk --latency` report, or `nil` when it lacks them.
    static func parse(_ report: String) -> WrkRun? {
        var rate: Double?
        var p50: Double?
        var p99: Double?
        var errors = 0
        for line in report.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if line.hasPrefix("Requests/sec:") {
                rate = fields.last.flatMap(Double.init)
            } else if fields.first == "50%" {
                p50 = fields.last.flatMap(seconds)
            } else if fields.first == "99%" {
                p99 = fields.last.flatMap(seconds)
            } else if line.hasPrefix("Non-2xx or 3xx responses:") {
                errors += fields.last.flatMap(Int.init) ?? 0
            } else if line.hasPrefix("Socket errors:") {
                errors += fields.compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }.reduce(0, +)
            }
        }
        guard let rate, let p50, let p99 else { return nil }
        return WrkRun(requestsPerSecond: rate, p50: p50, p99: p99, errors: errors)
    }

    /// `wrk`'s durations ("812.00us", "1.20ms", "2.01s") in seconds.
    private static func seconds(_ text: String) -> Double? {
        for (unit, scale) in [("us", 1e-6), ("ms", 1e-3), ("s", 1.0), ("m", 60.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }
}
