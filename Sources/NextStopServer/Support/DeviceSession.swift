import NextStopCore

/// The device behind a favourites request: the hash of its token (all a store ever sees) and its owner.
struct DeviceSession: Sendable {
    var tokenHash: String
    var owner: OwnerID
}
