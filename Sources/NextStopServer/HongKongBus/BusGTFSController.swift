import Foundation
import HongKongBus
import Hummingbird
import NextStopCore

/// Hong Kong's buses for any GTFS consumer (OpenTripPlanner, Transit-style apps):
/// - `GET /gtfs/hk-bus.zip`, the served network as a static feed with templated times, since the operators publish
///   none (see `BusGTFSFeed`); built once per dataset, tagged with its version, so a client revalidates with
///   `If-None-Match` and resumes a download with `Range`;
/// - `GET /gtfs-rt/hk-bus/trip-updates.pb`, GTFS-Realtime trip updates of that feed's trips from the arrivals the
///   server has fetched for its riders in the last 30 s: no call to the operators of its own. Encoded at most once
///   per `tripUpdatesMaxAge`, as long as consumers are told they may keep it, however many poll.
struct BusGTFSController {
    static let staticPath = "gtfs/hk-bus.zip"
    static let tripUpdatesPath = "gtfs-rt/hk-bus/trip-updates.pb"
    static let tripUpdatesMaxAge: TimeInterval = 15

    /// The trip updates last encoded, of the dataset `version`.
    private struct EncodedTripUpdates {
        var version: String
        var encodedAt: Date
        var bytes: Data
    }

    let live: LiveNetwork
    /// Writes trip updates as GTFS-Realtime protobuf; nil serves the static feed alone (the realtime path is 503).
    let encodeTripUpdates: (@Sendable ([BusTripUpdate], Date) throws -> Data)?
    let timeSource: any TimeSource
    private let templates = BoundedTaskCache<String, BusGTFSTemplate>(capacity: 2)
    private let archives = BoundedTaskCache<String, Representation>(capacity: 2)
    private let lastTripUpdates = LockedValue<EncodedTripUpdates?>(nil)

    init(
        live: LiveNetwork, encodeTripUpdates: (@Sendable ([BusTripUpdate], Date) throws -> Data)?,
        timeSource: any TimeSource
    ) {
        self.live = live
        self.encodeTripUpdates = encodeTripUpdates
        self.timeSource = timeSource
    }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get(RouterPath(Self.staticPath)) { request, context -> Response in
            let (_, dataset, template) = try await current()
            let representation = try await archives.value(for: dataset.version) {
                let feed = BusGTFSFeed(template: template, version: dataset.version, generatedAt: dataset.generatedAt)
                return Representation(identity: try feed.zip(), tag: "hk-bus-gtfs-\(dataset.version)")
            }
            var response = try RepresentationResponder(
                representation: representation, cacheHeaders: [.cacheControl: "public, max-age=3600"], offersRanges: true,
                contentType: "application/zip"
            ).response(to: request, context: context)
            response.headers[.contentDisposition] = #"attachment; filename="hk-bus.zip""#
            return response
        }
        router.get(RouterPath(Self.tripUpdatesPath)) { _, _ -> Response in
            guard let encodeTripUpdates else {
                throw APIError(.serviceUnavailable, "This server publishes no GTFS-Realtime feed.")
            }
            let (served, dataset, template) = try await current()
            let now = timeSource.now()
            let bytes: Data
            if let last = lastTripUpdates.value, last.version == dataset.version,
                (0..<Self.tripUpdatesMaxAge).contains(now.timeIntervalSince(last.encodedAt))
            {
                bytes = last.bytes
            } else {
                bytes = try encodeTripUpdates(template.tripUpdates(from: served.arrivals.cachedArrivals()), now)
                lastTripUpdates.withLock {
                    $0 = EncodedTripUpdates(version: dataset.version, encodedAt: now, bytes: bytes)
                }
            }
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/x-protobuf",
                    .cacheControl: "public, max-age=\(Int(Self.tripUpdatesMaxAge))",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }

    /// The network served now, its dataset and the feeds' template of it.
    private func current() async throws -> (ServedNetwork, DatasetInfo, BusGTFSTemplate) {
        let served = live.current
        guard let dataset = served.dataset else {
            throw APIError(.serviceUnavailable, "The bus network is not loaded yet; try again in a minute.")
        }
        let template = try await templates.value(for: dataset.version) {
            BusGTFSTemplate(network: served.network.network)
        }
        return (served, dataset, template)
    }
}
