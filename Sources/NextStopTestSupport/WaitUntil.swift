import Testing

/// Checks until `condition` holds (yielding at first, then every millisecond), recording an issue if it never does
/// or the wait is cancelled; for states that other tasks reach.
public func waitUntil(
    _ condition: () async -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for check in 0..<1_000_000 where !Task.isCancelled {
        if await condition() { return }
        // A few quick checks catch what is about to happen; past them, a loop that only yielded would keep one of
        // the two cooperative threads spinning and starve the very work it waits for when the whole suite runs.
        if check < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    Issue.record("the awaited condition never held", sourceLocation: sourceLocation)
}
