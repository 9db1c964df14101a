import Foundation
import Hummingbird
import LondonBikes
import NextStopCore

/// London as a GBFS v2.3 system: `/gbfs/london/gbfs.json` and its feeds, from the poller's latest docks; feed URLs
/// are absolute, on the host the client asked.
struct GBFSController {
    static let path = "/gbfs/london"

    let docks: BikesController

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get(RouterPath("\(Self.path)/gbfs.json")) { request, _ -> Response in
            try .json(try gbfs(request).discovery())
        }
        for feed in LondonGBFS.Feed.allCases {
            router.get(RouterPath("\(Self.path)/\(feed.rawValue).json")) { request, _ -> Response in
                try .json(try gbfs(request).document(feed))
            }
        }
    }

    private func gbfs(_ request: Request) throws -> LondonGBFS {
        let (snapshot, _) = try docks.current()
        let scheme = DeviceToken.arrivedOverHTTPS(request) ? "https" : "http"
        // The client's own Host, so the links work wherever it reached the server; anything odd is not echoed.
        let authority = request.head.authority ?? ""
        let plain =
            !authority.isEmpty && authority.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".:-[]".contains($0)) }
        let host = plain ? authority : "localhost"
        return LondonGBFS(snapshot: snapshot, baseURL: "\(scheme)://\(host)\(Self.path)")
    }
}
