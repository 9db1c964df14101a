import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// Runs the web server with its accept loop (the task that takes each new connection and starts serving it) on a
/// thread of its own, while every connection is served on the global pool as before.
///
/// Sharing the pool, the accept loop waited behind every queued request for each batch of connections the listener
/// let through, so under a thousand connections the last ones accepted waited seconds for their first answer: most
/// answers took 0.3 s, one in ten over 2.5 s and the slowest 7 s, though no answer needed more than a millisecond.
struct SeparateAcceptLoop: Service {
    let server: any Service

    func run() async throws {
        let thread = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            try await withTaskExecutorPreference(EventLoopTaskExecutor(thread.next())) { try await server.run() }
        } catch {
            try? await thread.shutdownGracefully()
            throw error
        }
        try await thread.shutdownGracefully()
    }
}

/// Serves each connection on the global pool, whatever thread accepted it (see `SeparateAcceptLoop`).
struct PoolServedChannel<Wrapped: ServerChildChannel>: ServerChildChannel {
    let wrapped: Wrapped

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Wrapped.Value> {
        wrapped.setup(channel: channel, logger: logger)
    }

    func handle(value: Wrapped.Value, logger: Logger) async {
        await withTaskExecutorPreference(globalConcurrentExecutor) { await wrapped.handle(value: value, logger: logger) }
    }
}

/// Runs a task's jobs on an event loop, after the work the loop already has queued.
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
