import Synchronization

/// A value made on first use and then read without a lock: every read after the first is one atomic load. Two
/// threads asking at once may both build it; the first to finish is kept and the other's is dropped, so `build`
/// must give the same value each time.
public final class OnFirstUse<Value: Sendable>: Sendable {
    @usableFromInline final class Box: Sendable {
        @usableFromInline let value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline let storage = Atomic<Unmanaged<Box>?>(nil)

    public init() {}

    /// The value, built by `build` if nobody has built it yet.
    @inlinable public func value(_ build: () -> Value) -> Value {
        if let box = storage.load(ordering: .acquiring) { return box.takeUnretainedValue().value }
        let made = Unmanaged.passRetained(Box(build()))
        let (exchanged, kept) = storage.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        guard !exchanged, let kept else { return made.takeUnretainedValue().value }
        made.release()
        return kept.takeUnretainedValue().value
    }

    deinit { storage.load(ordering: .acquiring)?.release() }
}
