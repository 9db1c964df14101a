import Foundation

/// A simulator serving in the background: where it listens, what it counted, and how to stop it.
public final class RunningSimulator: Sendable {
    /// The server, to change options or the network while it runs.
    public let server: SimulatorServer
    /// The address it was bound to.
    public let host: String
    /// The bound port (the free port chosen when started with port 0).
    public let port: Int
    private let task: Task<Void, any Error>

    init(server: SimulatorServer, host: String, port: Int, task: Task<Void, any Error>) {
        self.server = server
        self.host = host
        self.port = port
        self.task = task
    }

    /// `http://host:port`, with a wildcard address replaced by loopback.
    public var rootURL: URL {
        let reachable = ["0.0.0.0", "::", ""].contains(host) ? "127.0.0.1" : host
        let bracketed = reachable.contains(":") ? "[\(reachable)]" : reachable
        return URL(string: "http://\(bracketed):\(port)")!
    }

    /// Requests answered so far.
    public var counter: SimulatorRequestCounter { server.counter }

    /// Stops serving and waits until the server has shut down.
    public func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
