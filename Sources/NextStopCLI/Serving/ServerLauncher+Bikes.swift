import Foundation
import Logging
import LondonBikes
import NextStopCore
import NextStopServer
import Providers

extension ServerLauncher {
    /// London's docks for the server: the feed, starting from the copy kept in the data directory, the one poller
    /// that keeps it current from TfL (noting refused lists in `rejections`), and the map's tile layer
    /// (`NEXTSTOP_MAP_TILES_URL`), if any.
    func bikes(_ watched: WatchedUpstreams, rejections: DatasetRejections? = nil) throws -> (
        feed: DockFeed, poller: BikePointPoller, mapTiles: String?
    ) {
        let client = TfLClient(
            baseURL: configuration.upstreams.tfl, transport: watched.pollTransport,
            appKey: try APIKeySetting.tfl.key(environment: Environment()))
        let archive = DockSnapshotArchive(dataDirectory: configuration.dataDirectory)
        let feed = DockFeed(snapshot: archive.load())
        let poller = BikePointPoller(
            fetch: { try await client.bikePoints() }, feed: feed, archive: archive,
            logger: Logger(label: "nextstop.bikes"), observer: watched.metrics, rejections: rejections)
        return (feed, poller, Environment()[.mapTilesURL])
    }
}
