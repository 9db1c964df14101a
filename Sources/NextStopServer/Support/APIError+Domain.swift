import Hummingbird
import NextStopCore

extension APIError {
    /// The message for an upstream failure; the upstream's own words never reach a client.
    static let upstreamMessage = "A service this answer comes from did not answer. Please try again shortly."
    /// The message when the favourites database is down; where it is stays in the server's log and `/healthz`.
    static let databaseMessage =
        "Favourites are unavailable for a moment: their database is not answering. Please try again shortly."

    /// The answer for any error a route throws: domain errors keep their meaning, anything else is a bare 500.
    init(_ error: any Error) {
        switch error {
        case let error as APIError:
            self = error
        case let error as any APIErrorConvertible:
            self = error.apiError
        case let error as FavouritesError:
            self.init(
                HTTPResponse.Status(code: error.httpStatus), error.description,
                field: error.field.map { Self.favouriteFieldNames[$0] ?? $0 })
        case is FavouritesUnavailable:
            self.init(.serviceUnavailable, Self.databaseMessage)
        case is UpstreamError:
            self.init(.badGateway, Self.upstreamMessage)
        case let error as DecodingError:
            self.init(error)
        case let error as any HTTPResponseError:
            self.init(error.status, error.status.reasonPhrase)
        default:
            self.init(.internalServerError, "Something went wrong on the server.")
        }
    }

    private init(_ error: DecodingError) {
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: path = []
        }
        let field = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        self.init(
            .badRequest, "The request body is not JSON of the expected shape.", field: field.isEmpty ? "body" : field)
    }

    /// `FavouritesError` names fields as the core model does; clients send them in snake case.
    private static let favouriteFieldNames = [
        "stopID": "stop_id", "route": "route_key", "serviceType": "route_key", "categoryID": "category_id",
    ]
}
