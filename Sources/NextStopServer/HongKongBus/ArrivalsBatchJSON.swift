import HongKongBus

/// The answer to `POST /api/v1/arrivals`: one result per request, in the order asked.
struct ArrivalsBatchJSON: Encodable {
    struct Result: Encodable {
        var stopID: String
        var route: String?
        /// The arrivals, or null when they could not be given.
        var arrivals: ArrivalsJSON?
        /// Why `arrivals` is null, in words safe to show.
        var error: String?
        /// With `error`, the operators that did not answer in time and since when; absent otherwise.
        var notAnswering: [OperatorOutage] = []

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(stopID, forKey: .stopID)
            try container.encode(route, forKey: .route)
            try container.encode(arrivals, forKey: .arrivals)
            try container.encode(error, forKey: .error)
            if !notAnswering.isEmpty { try container.encode(notAnswering, forKey: .notAnswering) }
        }

        enum CodingKeys: String, CodingKey {
            case route, arrivals, error
            case stopID = "stop_id"
            case notAnswering = "not_answering"
        }
    }

    var results: [Result]
}
