import Foundation
import HongKongRail
import Hummingbird
import NextStopCore

/// `GET /api/v1/hk/mtr/lines` (every line with its stations) and
/// `GET /api/v1/hk/mtr/lines/{line}/stations/{station}/trains` (the next trains each way, the station by code or
/// name), asked of MTR once per station and interval for every rider.
struct MTRController {
    let service: NextTrainsService
    let timeSource: any TimeSource

    func addRoutes(to api: RouterGroup<APIRequestContext>) {
        api.get("hk/mtr/lines") { _, _ -> Response in try .json(MTRLinesJSON(try await service.lineMap())) }
        api.get("hk/mtr/lines/{line}/stations/{station}/trains") { _, context -> Response in
            let station = try context.parameters.require("station")
            let board = try await service.board(
                line: try context.parameters.require("line"), station: station.removingPercentEncoding ?? station)
            return try .json(NextTrainsJSON(board, map: try await service.lineMap(), now: timeSource.now()))
        }
    }
}

extension MTRQueryError: APIErrorConvertible {
    /// A line or station MTR does not have is 404, naming the path parameter at fault.
    var apiError: APIError {
        switch self {
        case .unknownLine: APIError(.notFound, description, field: "line")
        case .unknownStation: APIError(.notFound, description, field: "station")
        }
    }
}
