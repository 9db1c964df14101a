/// `POST /api/v1/favourites/reorder`: one category's favourites (none: uncategorised) in their new order.
struct ReorderJSON: Decodable {
    var categoryID: Int64?
    var ids: [Int64]

    enum CodingKeys: String, CodingKey {
        case ids
        case categoryID = "category_id"
    }
}
