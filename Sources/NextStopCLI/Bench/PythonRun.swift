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
}
