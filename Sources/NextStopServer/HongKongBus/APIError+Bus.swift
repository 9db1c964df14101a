import HongKongBus

extension QueryError: APIErrorConvertible {
    /// An unknown stop or route is 404; any other bad query 400, with the field at fault.
    var apiError: APIError {
        switch self {
        case .unknownStop, .unknownRoute: APIError(.notFound, description, field: field)
        default: APIError(.badRequest, description, field: field)
        }
    }
}

extension ArrivalsError: APIErrorConvertible {
    /// An unknown stop or a route not calling there is 404; operators that did not answer are 502, naming them in
    /// `not_answering`.
    var apiError: APIError {
        switch self {
        case .unknownStop: return APIError(.notFound, description, field: "stop")
        case .routeNotAtStop: return APIError(.notFound, description, field: "route")
        case .notAnswering(let outages):
            var error = APIError(.badGateway, description + ".")
            error.context = APIError.Context("not_answering", outages)
            return error
        }
    }
}
