/// The results of the last few computations, by key. A value is computed once, even when several callers ask
/// for it at the same time; a failed computation is forgotten so that the next caller tries again. Beyond
/// `capacity` the least recently used result goes.
actor BoundedTaskCache<Key: Hashable & Sendable, Value: Sendable> {
    let capacity: Int
    private var tasks: [Key: Task<Value, any Error>] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, from the cache or from `compute`, which runs off this actor.
    func value(for key: Key, compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task: Task<Value, any Error>
        if let cached = tasks[key] {
            task = cached
        } else {
            task = Task.detached { try await compute() }
            tasks[key] = task
        }
        markUsed(key)
        do {
            return try await task.value
        } catch {
            if tasks[key] == task { forget(key) }
            throw error
        }
    }

    private func markUsed(_ key: Key) {
        recency.removeAll { $0 == key }
        recency.append(key)
        while recency.count > capacity { forget(recency[0]) }
    }

    private func forget(_ key: Key) {
        tasks[key] = nil
        recency.removeAll { $0 == key }
    }
}
