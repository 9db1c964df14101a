import Foundation
import HongKongRail
import Hummingbird
import NextStopCore

/// The MTR's pages: `/hk/mtr` lists the lines, each opening to its stations; `/hk/mtr/{line}/{station}` is a
/// station's next trains each way, refreshing itself (`live-block.js` loads the page again and swaps in its live
/// block), with the other lines calling there.
struct MTRPages {
    let service: NextTrainsService
    let timeSource: any TimeSource

    func addRoutes(to web: Router<APIRequestContext>, renderer: WebRenderer) {
        web.get(RouterPath(MTRSystem.section)) { request, _ in
            let visit = renderer.visit(request)
            let title = visit.phrases.text("mtr")
            do {
                let content = MTRPageContent(
                    lines: try await service.lineMap(), language: visit.language.names,
                    open: QueryReader(request).string("line"))
                return try renderer.render("mtr-lines", visit.page(title: title, script: "app", content: content))
            } catch is UpstreamError {
                let content = MTRPageContent(note: visit.phrases.text("mtr_unavailable"))
                return try renderer.render(
                    "mtr-lines", visit.page(title: title, script: "app", content: content), status: .serviceUnavailable)
            }
        }
        web.get(RouterPath("\(MTRSystem.section)/{line}/{station}")) { request, context in
            let visit = renderer.visit(request)
            let back = (MTRSystem.section, visit.phrases.text("mtr_back"))
            let line = try context.parameters.require("line")
            let station = try context.parameters.require("station")
            do {
                let board = try await service.board(line: line, station: station.removingPercentEncoding ?? station)
                let content = MTRPageContent(
                    board: board, map: try await service.lineMap(), now: timeSource.now(), phrases: visit.phrases)
                return try renderer.render(
                    "mtr-board", visit.page(title: content.stationName, script: "live-block", content: content))
            } catch let error as MTRQueryError {
                return try renderer.notFound(visit, message: "mtr_unknown", subject: error.description, back: back, tabs: [])
            } catch is UpstreamError {
                let content = MTRPageContent(note: visit.phrases.text("mtr_not_answering"))
                return try renderer.render(
                    "mtr-lines", visit.page(title: visit.phrases.text("mtr"), script: "app", content: content),
                    status: .badGateway)
            }
        }
    }

    /// The board's address of `station` on `line`.
    static func boardPath(_ line: MTRLine, _ station: MTRStation) -> String {
        "\(MTRSystem.section)/\(line.code)/\(station.code)"
    }
}
