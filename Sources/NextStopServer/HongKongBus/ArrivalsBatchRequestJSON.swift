/// `POST /api/v1/arrivals`: arrivals wanted at several stops at once, as for a favourites list.
struct ArrivalsBatchRequestJSON: Decodable {
    /// The most requests one batch may hold.
    static let maxRequests = 50

    struct Item: Decodable {
        var stopID: String
        /// A route number to keep, or every route at the stop when absent.
        var route: String?

        enum CodingKeys: String, CodingKey {
            case route
            case stopID = "stop_id"
        }
    }

    var requests: [Item]
}
