/// `POST /api/v1/categories/reorder`: every category of the caller, in the new order.
struct CategoryOrderJSON: Decodable {
    var ids: [Int64]
}
