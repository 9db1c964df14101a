import Caltrain
import ServiceLifecycle

/// Runs the server's one Caltrain poller beside it, stopping when the server shuts down.
public struct CaltrainPoller: Service {
    let feed: CaltrainLiveFeed

    /// A service polling `feed`'s upstreams as they fall due.
    public init(feed: CaltrainLiveFeed) {
        self.feed = feed
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown { await feed.run() }
    }
}
