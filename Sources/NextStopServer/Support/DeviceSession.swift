import NextStopCore

/// The device behind a favourites request: the hash of its token (all a store ever sees) and its owner, which is
/// `nil` for a device that has only read so far.
struct DeviceSession: Sendable {
    var tokenHash: String
    var owner: OwnerID?
}
