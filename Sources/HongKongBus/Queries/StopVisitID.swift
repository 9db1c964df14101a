import NextStopCore

/// A variant's visit to a stop, as its place in the network's visit table: the cheap stand-in for `StopVisit` that
/// `TransitNetwork` answers questions about without copying the variant. Valid only with the network that gave it.
public struct StopVisitID: Sendable, Hashable {
    /// The visit's index in `StopVisitTable`.
    let index: Int32
}
