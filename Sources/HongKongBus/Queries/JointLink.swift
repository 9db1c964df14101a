import NextStopCore

/// A variant's partner in a joint route: the other operator's variant and how their stops pair.
struct JointLink: Sendable, Hashable {
    /// The other operator's variant.
    let partner: RouteKey
    /// For each position of this variant, the paired position on the partner.
    let pairedPositions: [Int]
    /// The longest distance between paired stops, in metres.
    let maximumDistance: Double
}
