import Foundation
import Logging
import NextStopServer

/// A server on a free loopback port for a benchmark, logging errors only.
struct BenchServer {
    let port: Int
    private let task: Task<Void, any Error>

    static func start(_ dependencies: ServerDependencies) async throws -> BenchServer {
        let (ports, started) = AsyncStream<Int>.makeStream()
        var quiet = Logger(label: "nextstop.bench.server")
        quiet.logLevel = .error
        let task = Task {
            try await ServerRunner(dependencies: dependencies, host: "127.0.0.1", port: 0, logger: quiet).run { port in
                started.yield(port)
            }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            task.cancel()
            throw CLIError("the server did not start")
        }
        return BenchServer(port: port, task: task)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Shuts the server down gracefully and waits for it.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}
