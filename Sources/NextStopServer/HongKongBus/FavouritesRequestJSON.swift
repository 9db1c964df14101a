/// `POST /api/v1/favourites`: a stop, optionally a route variant at it and a category.
struct NewFavouriteJSON: Decodable {
    var stopID: String
    /// `KMB:1:O:1`.
    var routeKey: String?
    var categoryID: Int64?

    enum CodingKeys: String, CodingKey {
        case stopID = "stop_id"
        case routeKey = "route_key"
        case categoryID = "category_id"
    }
}

/// `PATCH /api/v1/favourites/{id}`: the category to file the favourite under (null: uncategorised), and where.
struct MoveFavouriteJSON: Decodable {
    var categoryID: Int64?
    /// 0-based position in the category; the end when absent.
    var position: Int?

    enum CodingKeys: String, CodingKey {
        case position
        case categoryID = "category_id"
    }
}

/// `POST /api/v1/favourites/reorder`: one category's favourites (none: uncategorised) in their new order.
struct ReorderJSON: Decodable {
    var categoryID: Int64?
    var ids: [Int64]

    enum CodingKeys: String, CodingKey {
        case ids
        case categoryID = "category_id"
    }
}

/// `POST /api/v1/categories` and `PATCH /api/v1/categories/{id}`.
struct CategoryNameJSON: Decodable {
    var name: String
}

/// `POST /api/v1/categories/reorder`: every category of the caller, in the new order.
struct CategoryOrderJSON: Decodable {
    var ids: [Int64]
}
