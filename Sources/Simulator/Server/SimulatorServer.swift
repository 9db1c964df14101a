import Hummingbird
import Logging
import NextStopCore
import ServiceLifecycle
import UnixSignals

/// Serves simulated upstreams over HTTP at their real paths, in their real shapes, with faults on demand.
public final class SimulatorServer: Sendable {
    private let engine: SimulatorEngine

    /// - Parameters:
    ///   - upstreams: every upstream served, each under its own path prefix.
    ///   - timeSource: the clock the upstreams' answers move with; tests pass a manual one.
    public init(
        upstreams: [any SimulatedUpstream], options: SimulatorOptions = SimulatorOptions(),
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        engine = SimulatorEngine(upstreams: upstreams, options: options, timeSource: timeSource)
    }

    /// Every upstream served.
    var upstreams: [any SimulatedUpstream] { engine.upstreams }

    /// Requests answered so far, in total, per path and per status.
    public var counter: SimulatorRequestCounter { engine.counter }

    /// The options requests are answered with now.
    public var options: SimulatorOptions { engine.options }

    /// Changes the options for the requests that follow, e.g. to switch faults on while running.
    public func updateOptions(_ change: (inout SimulatorOptions) -> Void) { engine.update(change) }

    /// Forgets how often each request was tried, so "first attempt" faults apply again.
    public func resetAttempts() { engine.resetAttempts() }

    /// The Hummingbird application on `host:port` (0 picks a free port); `onStarted` receives the bound port.
    public func application(
        host: String = "127.0.0.1", port: Int = 0, logger: Logger? = nil,
        onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            responder: SimulatorResponder(engine: engine),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "NextStop-Simulator"
            ),
            onServerRunning: { channel in await onStarted(channel.localAddress?.port ?? port) },
            logger: logger ?? Self.quietLogger
        )
    }

    /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM, then shuts down gracefully.
    public func run(
        host: String = "127.0.0.1", port: Int, logger: Logger? = nil,
        onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = application(host: host, port: port, logger: logger, onStarted: onStarted)
        try await Self.serve(app, logger: logger ?? Self.quietLogger, signals: [.sigterm, .sigint])
    }

    /// Starts serving in the background and returns once the server listens.
    public func start(
        host: String = "127.0.0.1", port: Int = 0, logger: Logger? = nil
    ) async throws -> RunningSimulator {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = application(host: host, port: port, logger: logger) { bound in
            continuation.yield(bound)
            continuation.finish()
        }
        let task = Task {
            defer { continuation.finish() }
            try await Self.serve(app, logger: logger ?? Self.quietLogger, signals: [])
        }
        for await bound in ports {
            return RunningSimulator(server: self, host: host, port: bound, task: task)
        }
        // The server ended before it listened: report why.
        try await task.value
        throw SimulatorServerError.notListening(host: host, port: port)
    }

    /// Runs the application until the signals arrive or the task is cancelled; either way it shuts down
    /// gracefully, closing idle keep-alive connections instead of abandoning them.
    private static func serve(_ app: some ApplicationProtocol, logger: Logger, signals: [UnixSignal]) async throws {
        let group = ServiceGroup(
            services: [app], gracefulShutdownSignals: signals, cancellationSignals: [], logger: logger
        )
        // An unstructured task, so that cancelling the caller does not cancel the group before it drains.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    private static let quietLogger: Logger = {
        var logger = Logger(label: "nextstop.simulator")
        logger.logLevel = .warning
        return logger
    }()
}

/// Why a simulator could not be started.
public enum SimulatorServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server stopped before it listened.
    case notListening(host: String, port: Int)

    public var description: String {
        switch self {
        case .notListening(let host, let port): "simulator stopped before listening on \(host):\(port)"
        }
    }
}
