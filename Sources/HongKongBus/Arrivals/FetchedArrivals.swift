import Foundation
import NextStopCore

/// The rows of one upstream call as cached, grouped for selection: selection runs on every answer, so minutes are
/// always current.
struct FetchedArrivals: Sendable {
    let rows: ArrivalRows
    let fetchedAt: Date
    /// True when served after the upstream failed.
    var isStale = false
}
