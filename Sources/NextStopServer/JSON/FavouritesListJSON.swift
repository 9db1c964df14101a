/// `GET /api/v1/favourites`: a device's categories and favourites, in order.
struct FavouritesListJSON: Encodable {
    var categories: [CategoryJSON]
    var favourites: [FavouriteJSON]
}
