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
