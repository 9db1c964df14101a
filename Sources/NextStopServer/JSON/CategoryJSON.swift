import NextStopCore

/// A favourites category as the API shows it.
struct CategoryJSON: Encodable {
    var id: Int64
    var name: String
    var position: Int

    init(_ category: FavouriteCategory) {
        id = category.id.rawValue
        name = category.name
        position = category.position
    }
}
