import Testing

/// Yields until `condition` holds, recording an issue if it never does; for states that other tasks reach.
public func waitUntil(
    _ condition: () async -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<1_000_000 {
        if await condition() { return }
        await Task.yield()
    }
    Issue.record("the awaited condition never held", sourceLocation: sourceLocation)
}
