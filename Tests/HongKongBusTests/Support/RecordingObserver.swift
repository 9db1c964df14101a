import HongKongBus
import NextStopCore

/// Records how each arrivals call was served, in the order told.
final class RecordingObserver: LiveAnswerObserver {
    private let recorded = LockedValue<[LiveAnswerLookup]>([])

    func lookup(_ lookup: LiveAnswerLookup) { recorded.withLock { $0.append(lookup) } }

    /// Every lookup told so far.
    var lookups: [LiveAnswerLookup] { recorded.value }
}
