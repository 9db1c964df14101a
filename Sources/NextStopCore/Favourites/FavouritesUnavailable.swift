/// The favourites store could not be reached (its database is down or did not answer in time); nothing was changed,
/// and the same request may succeed later. Servers answer it with 503.
public struct FavouritesUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why, in one line an operator can act on; never holds a password.
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "The favourites database is unavailable: \(reason)" }
}
