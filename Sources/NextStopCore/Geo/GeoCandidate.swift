/// A point a grid query found, with its approximate squared distance from the query's center, packed into one
/// integer that orders by distance, then id, so a heap compares candidates in a single instruction.
public struct GeoCandidate: Sendable, Hashable, Comparable {
    @usableFromInline let key: UInt64

    /// `squaredDistance` in square metres from `LocalProjection`; `id` the point's index in the grid's input.
    @inlinable public init(squaredDistance: Double, id: Int32) {
        // Non-negative floats order like their bit patterns; single precision keeps distances to 1 part in 10^7.
        key = UInt64(Float(squaredDistance).bitPattern) << 32 | UInt64(UInt32(bitPattern: id))
    }

    /// The point's index in the array the grid was built from.
    @inlinable public var id: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: key)) }

    /// Square metres, to single precision.
    @inlinable public var squaredDistance: Double { Double(Float(bitPattern: UInt32(truncatingIfNeeded: key >> 32))) }

    @inlinable public static func < (lhs: GeoCandidate, rhs: GeoCandidate) -> Bool { lhs.key < rhs.key }
}
