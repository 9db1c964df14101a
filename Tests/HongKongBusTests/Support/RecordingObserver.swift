import HongKongBus
import NextStopCore

/// Records how each arrivals call was served, in the order told.
final class RecordingObserver: ArrivalsObserver {
    private let recorded = LockedValue<[ArrivalsLookup]>([])

    func arrivalsLookup(_ lookup: ArrivalsLookup) { recorded.withLock { $0.append(lookup) } }

    /// Every lookup told so far.
    var lookups: [ArrivalsLookup] { recorded.value }
}
