import Foundation
import NextStopCore

/// The device behind a favourites request: the hash of its token (all a store ever sees) and its owner, which is
/// `nil` for a device that has not saved anything yet.
struct DeviceSession: Sendable {
    var tokenHash: String
    var owner: OwnerID?

    /// Whom a creating write at `date` is for: a device without an owner is registered by the write, if it succeeds.
    func writer(at date: Date) -> FavouritesWriter {
        owner.map(FavouritesWriter.owner) ?? .newDevice(tokenHash: tokenHash, at: date)
    }
}
