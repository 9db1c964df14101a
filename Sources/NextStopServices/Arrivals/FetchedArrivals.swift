import Foundation
import NextStopCore

/// The raw rows of one upstream call as cached: selection runs on every answer, so minutes are always current.
struct FetchedArrivals: Sendable {
    let rows: [UpstreamArrival]
    let fetchedAt: Date
    /// True when served after the upstream failed.
    var isStale = false
}
