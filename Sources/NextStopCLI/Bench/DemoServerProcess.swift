import Foundation

/// `nextstop demo` in a process of its own, as `bench server` loads it: every system on the simulator, a fresh data
/// directory, no rate limit.
final class DemoServerProcess {
    let baseURL: String
    private let process: Process
    private let folder: URL

    private init(baseURL: String, process: Process, folder: URL) {
        self.baseURL = baseURL
        self.process = process
        self.folder = folder
    }

    /// Starts the demo on a free port and waits until it serves (it first collects the bus network).
    static func start() throws -> DemoServerProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nextstop-bench-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["demo", "--data", folder.path, "--port", "0", "--rate-limit", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let marker = "serving the web app at "
        var printed = ""
        var url: Substring?
        while url == nil {
            printed += try chunk(output)
            if let start = printed.range(of: marker)?.upperBound, let end = printed[start...].firstIndex(of: " ") {
                url = printed[start..<end]
            }
        }
        // Whatever it prints later is read and dropped, so that a full pipe never stops it.
        output.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
        let base = url.map { String($0.hasSuffix("/") ? $0.dropLast() : $0) } ?? ""
        return DemoServerProcess(baseURL: base, process: process, folder: folder)
    }

    /// Stops the server (SIGTERM, as an orchestrator would) and removes its data.
    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    private static func chunk(_ pipe: Pipe) throws -> String {
        let data = pipe.fileHandleForReading.availableData
        guard !data.isEmpty else { throw CLIError("nextstop demo ended before it served") }
        return String(decoding: data, as: UTF8.self)
    }
}
