import NextStopCore

/// A hash that is the same in every process (Swift's `Hasher` is seeded per process): FNV-1a over UTF-8,
/// finished with the SplitMix64 mixer.
enum StableHash {
    /// The hash of a seed and some strings, order-sensitive.
    static func value(seed: UInt64, _ parts: String...) -> UInt64 { value(seed: seed, parts: parts) }

    static func value(seed: UInt64, parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ SeededGenerator.mix(seed)
        for part in parts {
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        return SeededGenerator.mix(hash)
    }

    /// A value in `[0, 1)` from a hash.
    static func unit(_ hash: UInt64) -> Double { Double(hash >> 11) * 0x1p-53 }
}
