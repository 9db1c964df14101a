import Foundation

/// The bounds every favourites store enforces, so that one owner cannot grow without limit.
public enum FavouritesLimits {
    /// Favourites one owner may keep.
    public static let favourites = 200
    /// Categories one owner may keep.
    public static let categories = 50
    /// The longest category name, in Unicode scalars (what SQLite's `length()` counts).
    public static let categoryNameLength = 40
    /// How long a link code stays valid.
    public static let linkCodeLifetime: TimeInterval = 600
    /// How long an owner may hold no favourite and no category before it is removed with its devices.
    public static let emptyOwnerLifetime: TimeInterval = 30 * 24 * 3_600
}
