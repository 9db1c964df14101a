import Foundation

/// Maps identifier strings, given as raw bytes, to dense integer indexes (0, 1, 2, … in first-seen order).
///
/// Built for the loader's hot loop: keys are hashed and compared as bytes in a single arena, so looking up a
/// `stop_id` of `stop_times.txt` allocates nothing. Open addressing with linear probing, kept at most half full.
struct ByteStringInterner {
    private var arena: [UInt8] = []
    private var keyStarts: [Int32] = [0]
    private var slots: [Int32]
    private var mask: Int

    /// An empty interner sized for about `expectedCount` keys.
    init(expectedCount: Int = 16) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
    }

    /// Number of distinct keys.
    var count: Int { keyStarts.count - 1 }

    /// The index of `key`, or nil when it was never inserted.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        return arena.withUnsafeBufferPointer { arenaBytes in
            slots.withUnsafeBufferPointer { slots in
                while true {
                    let candidate = slots[slot]
                    if candidate < 0 { return nil }
                    if matches(Int(candidate), key, arenaBytes) { return candidate }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The index of `key`, inserting it first when new.
    @discardableResult
    mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let existing = index(of: key) { return existing }
        if (count + 1) * 2 > slots.count { grow() }
        let newIndex = Int32(count)
        arena.append(contentsOf: key)
        keyStarts.append(Int32(arena.count))
        place(newIndex, hash: Self.hash(key))
        return newIndex
    }

    /// The index of `key`, inserting it first when new.
    @discardableResult
    mutating func intern(_ key: String) -> Int32 {
        var key = key
        return key.withUTF8 { intern($0) }
    }

    /// The index of `key`, or nil when it was never inserted.
    func index(of key: String) -> Int32? {
        var key = key
        return key.withUTF8 { index(of: $0) }
    }

    /// Every key as a `String`, in index order.
    func strings() -> [String] {
        arena.withUnsafeBufferPointer { arenaBytes in
            (0..<count).map { index in
                let start = Int(keyStarts[index])
                return String(
                    decoding: UnsafeBufferPointer(rebasing: arenaBytes[start..<Int(keyStarts[index + 1])]), as: UTF8.self)
            }
        }
    }

    private func matches(_ index: Int, _ key: UnsafeBufferPointer<UInt8>, _ arenaBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(keyStarts[index])
        let length = Int(keyStarts[index + 1]) - start
        guard length == key.count else { return false }
        guard length > 0 else { return true }
        return memcmp(arenaBytes.baseAddress! + start, key.baseAddress!, length) == 0
    }

    private mutating func place(_ index: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        let starts = keyStarts
        let bytes = arena
        bytes.withUnsafeBufferPointer { arenaBytes in
            for index in 0..<(starts.count - 1) {
                let key = UnsafeBufferPointer(rebasing: arenaBytes[Int(starts[index])..<Int(starts[index + 1])])
                place(Int32(index), hash: Self.hash(key))
            }
        }
    }

    /// FNV-1a over the bytes, then a final avalanche so short numeric ids spread over the low bits.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }
}
