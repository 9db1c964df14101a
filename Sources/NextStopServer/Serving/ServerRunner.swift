import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// Runs the NextStop server and its background services until SIGINT or SIGTERM, then shuts down gracefully:
/// the listener closes, requests in flight finish and idle keep-alive connections are closed, and whatever has not
/// finished after `maximumShutdownSeconds` is cancelled, and the process ends if that takes more than 5 seconds.
public struct ServerRunner: Sendable {
    public var dependencies: ServerDependencies
    public var host: String
    public var port: Int
    public var logger: Logger
    /// Services that run beside the server and stop with it, such as a dataset refresh.
    public var services: [any Service]
    /// Seconds a graceful shutdown may take before the rest is cancelled; an answer needing an upstream takes at
    /// most its arrivals budget, so this leaves them time to finish.
    public var maximumShutdownSeconds: Int64 = 4

    public init(
        dependencies: ServerDependencies, host: String, port: Int, logger: Logger, services: [any Service] = []
    ) {
        self.dependencies = dependencies
        self.host = host
        self.port = port
        self.logger = logger
        self.services = services
    }

    /// Seconds cancelled work may take to end before the process is ended; with the graceful shutdown's 4 seconds,
    /// within the 10 seconds an orchestrator waits after SIGTERM before it kills.
    static let maximumCancellationSeconds: Int64 = 5

    /// Connections waiting to be accepted (Linux caps it at `net.core.somaxconn`, 4096 by default).
    static let acceptBacklog = 4096

    /// Serves until a signal arrives or the task is cancelled; `onStarted` receives the bound port.
    public func run(onStarted: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = buildApplication(
            dependencies,
            // A deep accept queue: behind a load balancer, a server that takes over the load of one that died gets
            // hundreds of connections at once, and a refused one makes the balancer leave this server out too.
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "NextStop", backlog: Self.acceptBacklog),
            logger: logger, onStarted: onStarted)
        var configuration = ServiceGroupConfiguration(
            services: [SeparateAcceptLoop(server: app)] + services, gracefulShutdownSignals: [.sigterm, .sigint],
            cancellationSignals: [], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(maximumShutdownSeconds)
        // The last resort, so that the server stops within 10 s of SIGTERM in every state: work that still ignores
        // its cancellation 5 s later ends the process with a fatal error rather than keeping it up for ever.
        configuration.maximumCancellationDuration = .seconds(Self.maximumCancellationSeconds)
        let group = ServiceGroup(configuration: configuration)
        // An unstructured task, so that cancelling the caller starts a graceful shutdown instead of cutting it short.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
