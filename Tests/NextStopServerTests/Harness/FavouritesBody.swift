/// The list `GET /api/v1/favourites` answers, as a client reads it.
struct FavouritesBody: Decodable {
    struct Category: Decodable {
        var id: Int64
        var name: String
        var position: Int
    }

    struct Favourite: Decodable {
        var id: Int64
        var categoryID: Int64?
        var stopID: String
        var routeKey: String?
        var position: Int
        /// A whole stop's heading, by language (`en`, `tc`, `sc`).
        var towards: [String: String]?

        enum CodingKeys: String, CodingKey {
            case id, position, towards
            case categoryID = "category_id"
            case stopID = "stop_id"
            case routeKey = "route_key"
        }
    }

    var categories: [Category]
    var favourites: [Favourite]
}
