import NextStopCore

/// A favourites category as the API shows it.
struct CategoryJSON: JSONWritable {
    var id: Int64
    var name: String
    var position: Int

    init(_ category: FavouriteCategory) {
        id = category.id.rawValue
        name = category.name
        position = category.position
    }

    /// Writes the category's id, name and position.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("id", id)
            object.member("name", name)
            object.member("position", position)
        }
    }
}
