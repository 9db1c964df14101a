import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// A bike system as a GBFS v2.3 system: `/gbfs/{id}/gbfs.json` and its feeds, from the poller's latest docks; feed
/// URLs are absolute, on the host the client asked. The feeds are served from bytes made once per poll, with an
/// entity tag (304 to a client whose copy is current) and gzipped to a client that accepts it.
struct GBFSController {
    let system: BikeSystem
    /// The system's docks as its API serves them (503 before the first poll).
    let docks: BikesController
    let feeds = GBFSFeedCache()

    var path: String { "/gbfs/\(system.id)" }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get(RouterPath("\(path)/gbfs.json")) { request, _ -> Response in
            try .json(gbfs(request, try docks.current().0).discovery())
        }
        for feed in PublishedGBFS.Feed.allCases {
            router.get(RouterPath("\(path)/\(feed.rawValue).json")) { request, context -> Response in
                let (snapshot, _) = try docks.current()
                let representation = try feeds.representation(
                    of: feed, in: ContentCoding.negotiated(acceptEncoding: request.headers[values: .acceptEncoding]),
                    from: gbfs(request, snapshot), fetchedAt: snapshot.fetchedAt)
                return try RepresentationResponder(
                    representation: representation, cacheHeaders: [.vary: "Accept-Encoding"], offersRanges: false
                ).response(to: request, context: context)
            }
        }
    }

    private func gbfs(_ request: Request, _ snapshot: DockSnapshot) -> PublishedGBFS {
        let scheme = DeviceToken.arrivedOverHTTPS(request) ? "https" : "http"
        // The client's own Host, so the links work wherever it reached the server; anything odd is not echoed.
        let authority = request.head.authority ?? ""
        let plain =
            !authority.isEmpty && authority.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".:-[]".contains($0)) }
        let host = plain ? authority : "localhost"
        return PublishedGBFS(system: system, snapshot: snapshot, baseURL: "\(scheme)://\(host)\(path)")
    }
}
