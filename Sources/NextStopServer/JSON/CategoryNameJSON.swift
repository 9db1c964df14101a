/// `POST /api/v1/categories` and `PATCH /api/v1/categories/{id}`.
struct CategoryNameJSON: Decodable {
    var name: String
}
