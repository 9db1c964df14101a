import NextStopCore

/// `GET /api/v1/favourites`: a device's categories and favourites, in order.
struct FavouritesListJSON: JSONWritable {
    var categories: [CategoryJSON]
    var favourites: [FavouriteJSON]

    /// Writes both lists in order.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("categories", categories)
            object.member("favourites", favourites)
        }
    }
}
