import Foundation

/// Whom a creating write is for: an owner already stored, or a device making its first write.
///
/// A first write registers its device (and a new owner) in the same transaction as what it saves, so a refused
/// write leaves no row behind.
public enum FavouritesWriter: Sendable, Hashable {
    case owner(OwnerID)
    /// A device known only by its token hash, registered at `date` if the write succeeds.
    case newDevice(tokenHash: String, at: Date)
}
