import NextStopCore

/// The core `SeededGenerator` (SplitMix64) with the few samplers the generator needs, on plain integer arithmetic.
///
/// `SystemRandomNumberGenerator` is not seedable, and the standard library does not promise that
/// `Int.random(in:using:)` or `shuffled(using:)` draw the same numbers in every release: this type does,
/// so one seed gives one network on every platform and toolchain.
struct SeededRandom: RandomNumberGenerator {
    private var base: SeededGenerator

    init(seed: UInt64) { base = SeededGenerator(seed: seed) }

    /// An independent stream for one part of the generation, so adding draws to one part leaves the others unchanged.
    init(seed: UInt64, stream: String) { base = SeededGenerator(seed: StableHash.value(seed: seed, stream)) }

    mutating func next() -> UInt64 { base.next() }

    /// Uniform in `0..<bound` (multiply-high; the bias is far below anything a test could see).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// Uniform in `[0, 1)` with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// Roughly normal with mean 0 and standard deviation 1 (Irwin–Hall of four draws), avoiding libm so the
    /// result is bit-identical everywhere.
    mutating func bell() -> Double { (unit() + unit() + unit() + unit() - 2) * 1.7320508075688772 }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Fisher–Yates with this generator's own sampling.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, below(index + 1))
        }
        return result
    }
}
