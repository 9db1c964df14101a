/// Why a favourites operation was refused; every case is the caller's doing, never a storage failure.
public enum FavouritesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No such thing for this owner. Another owner's id answers the same, so ids never leak.
    case notFound(String)
    /// An input is malformed; `field` names it as the caller sent it.
    case invalid(field: String, reason: String)
    /// The owner already has the most of `what` that one owner may keep.
    case limitReached(String, limit: Int)
    /// The input is well formed but clashes with what is stored (a category name already taken).
    case conflict(field: String, reason: String)

    /// The HTTP status a server answers with: 400, 404 or 409.
    public var httpStatus: Int {
        switch self {
        case .invalid: 400
        case .notFound: 404
        case .limitReached, .conflict: 409
        }
    }

    /// The input field at fault, if one is.
    public var field: String? {
        switch self {
        case .invalid(let field, _), .conflict(let field, _): field
        case .notFound, .limitReached: nil
        }
    }

    public var description: String {
        switch self {
        case .notFound(let what): "No such \(what)."
        case .invalid(_, let reason), .conflict(_, let reason): reason
        case .limitReached(let what, let limit): "You can keep at most \(limit) \(what)."
        }
    }
}
