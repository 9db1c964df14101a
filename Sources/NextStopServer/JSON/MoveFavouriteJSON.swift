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
