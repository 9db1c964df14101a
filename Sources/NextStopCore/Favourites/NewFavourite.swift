/// What a user asks to save: a stop, optionally a route variant at it, optionally filed under a category.
public struct NewFavourite: Sendable, Hashable, Codable {
    public var stopID: String
    /// The route variant at the stop, or `nil` to save the whole stop.
    public var route: RouteKey?
    /// The category to file it under; `nil` is "uncategorised".
    public var categoryID: FavouriteCategory.ID?

    public init(stopID: String, route: RouteKey? = nil, categoryID: FavouriteCategory.ID? = nil) {
        self.stopID = stopID
        self.route = route
        self.categoryID = categoryID
    }
}
