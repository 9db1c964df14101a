/// A user-named group of favourites, such as "Work".
public struct FavouriteCategory: Sendable, Hashable, Codable, Identifiable {
    public typealias ID = EntityID<FavouriteCategory>

    public var id: ID
    public var name: String
    /// Its place among its owner's categories, from 0.
    public var position: Int

    public init(id: ID, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }
}
