extension Sequence where Element: Sendable {
    /// Maps every element with at most `limit` operations in flight, keeping the input order in the result.
    public func concurrentMap<T: Sendable>(
        limit: Int, _ transform: @escaping @Sendable (Element) async throws -> T
    ) async throws -> [T] {
        let items = Array(self)
        var results = [T?](repeating: nil, count: items.count)
        try await withThrowingTaskGroup(of: (Int, T).self) { group in
            var next = 0
            func startNext() {
                guard next < items.count else { return }
                let index = next
                let item = items[index]
                group.addTask { (index, try await transform(item)) }
                next += 1
            }
            for _ in 0..<Swift.max(1, limit) { startNext() }
            while let (index, value) = try await group.next() {
                results[index] = value
                startNext()
            }
        }
        return results.map { $0! }
    }
}
