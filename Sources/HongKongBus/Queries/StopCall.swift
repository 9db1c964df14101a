import NextStopCore

/// A variant calling at a stop at one position of its pattern.
struct StopCall: Sendable, Hashable {
    /// The variant's index in the network's routes.
    var route: Int32
    /// 0-based position on the variant.
    var position: Int32
}
