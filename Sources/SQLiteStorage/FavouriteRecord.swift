import Foundation
import GRDB
import NextStopCore

/// A row of `favourites`; the four route columns are all set or all `NULL`.
struct FavouriteRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "favourites"

    var id: Int64?
    var ownerID: Int64
    var categoryID: Int64?
    var stopID: String
    var company: Company?
    var route: String?
    var direction: Direction?
    var serviceType: Int?
    var position: Int
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case ownerID = "owner_id"
        case categoryID = "category_id"
        case stopID = "stop_id"
        case company
        case route
        case direction
        case serviceType = "service_type"
        case position
        case createdAt = "created_at"
    }

    init(_ favourite: NewFavourite, ownerID: Int64, position: Int, createdAt: Date) {
        self.ownerID = ownerID
        categoryID = favourite.categoryID?.rawValue
        stopID = favourite.stopID
        company = favourite.route?.company
        route = favourite.route?.route
        direction = favourite.route?.direction
        serviceType = favourite.route?.serviceType
        self.position = position
        self.createdAt = createdAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The core value; only stored records (with an id) are converted.
    var favourite: Favourite {
        Favourite(
            id: Favourite.ID(id!), categoryID: categoryID.map { FavouriteCategory.ID($0) }, stopID: stopID,
            route: routeKey, position: position, createdAt: createdAt
        )
    }

    private var routeKey: RouteKey? {
        guard let company, let route, let direction, let serviceType else { return nil }
        return RouteKey(company: company, route: route, direction: direction, serviceType: serviceType)
    }
}
