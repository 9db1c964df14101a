/// Key-value storage that evicts the least recently used entry beyond a fixed capacity; not thread-safe.
///
/// Entries live in an array of slots chained into a list from newest to oldest use, so every operation is O(1).
struct LRUStorage<Key: Hashable, Value> {
    fileprivate struct Node {
        let key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    /// The most entries kept.
    let capacity: Int
    // A removed slot is set to nil, so an evicted value is released at once rather than when the slot is reused.
    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slotsByKey: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    init(capacity: Int) {
        precondition(capacity > 0, "an LRU storage needs room for at least one entry")
        self.capacity = capacity
    }

    /// How many entries are stored.
    var count: Int { slotsByKey.count }

    /// Keys from the most to the least recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let slot = cursor, let node = nodes[slot] {
            keys.append(node.key)
            cursor = node.older
        }
        return keys
    }

    /// The value for `key`, without counting as a use.
    func peekValue(for key: Key) -> Value? {
        slotsByKey[key].flatMap { nodes[$0]?.value }
    }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slotsByKey[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot]?.value
    }

    /// Stores `value` as the most recently used entry, evicting the least recently used one when full.
    mutating func set(_ value: Value, for key: Key) {
        if let slot = slotsByKey[key] {
            nodes[slot]?.value = value
            moveToNewest(slot)
            return
        }
        if slotsByKey.count >= capacity, let oldest {
            remove(slot: oldest)
        }
        let node = Node(key: key, value: value, newer: nil, older: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        slotsByKey[key] = slot
        linkAsNewest(slot)
    }

    /// Removes the entry for `key`, returning its value.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let slot = slotsByKey[key] else { return nil }
        let value = nodes[slot]?.value
        remove(slot: slot)
        return value
    }

    /// Removes every entry.
    mutating func removeAll() {
        self = LRUStorage(capacity: capacity)
    }

    private mutating func remove(slot: Int) {
        guard let node = nodes[slot] else { return }
        unlink(slot)
        slotsByKey[node.key] = nil
        nodes[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAsNewest(slot)
    }

    private mutating func unlink(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        nodes[slot]?.newer = nil
        nodes[slot]?.older = nil
    }

    private mutating func linkAsNewest(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}

extension LRUStorage: Sendable where Key: Sendable, Value: Sendable {}

extension LRUStorage.Node: Sendable where Key: Sendable, Value: Sendable {}
