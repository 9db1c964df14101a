import Foundation
import Hummingbird
import NextStopCore

@testable import NextStopServer

/// The example city in the server: the conditions now at `GET /api/v1/city/now` and on the page `/city`, asked of
/// the city's open data on each request.
struct CitySystem: ServerSystem {
    static let section = "/city"
    static let phrases: PhraseTable = [
        "city": ("示例城市", "Example City"),
        "city_summary": ("示例城市的天氣", "The weather in Example City"),
        "city_now": ("現在 {temperature}°C，{summary}", "Now {temperature} °C, {summary}"),
    ]
    static let templates = [
        "city": "{{<layout}}{{$main}}<p class=\"city-now\">{{content.now}}</p>{{/main}}{{/layout}}"
    ]

    let client: CityClient

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(href: Self.section, name: visit.phrases.text("city"), summary: visit.phrases.text("city_summary"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        api.get("city/now") { _, _ -> Response in try .json(CityNowJSON(try await conditions())) }
        web.get(RouterPath(Self.section)) { request, _ in
            let visit = renderer.visit(request)
            let conditions = try await conditions()
            let now = visit.phrases.text(
                "city_now", ["temperature": String(conditions.temperatureC), "summary": conditions.summary])
            return try renderer.render(
                "city", visit.page(title: visit.phrases.text("city"), script: nil, content: ["now": now]))
        }
    }

    var offlineShell: OfflineShell { OfflineShell(paths: [Self.section]) }

    var openAPI: OpenAPIPart {
        OpenAPIPart(
            bytes: Data(
                #"""
                {"tags": [{"name": "city", "description": "The example city's conditions now."}],
                 "paths": {"/api/v1/city/now": {"get": {"operationId": "getCityNow", "tags": ["city"],
                   "responses": {"200": {"description": "The conditions now.",
                     "content": {"application/json": {"schema": {"$ref": "#/components/schemas/CityNow"}}}}}}}},
                 "components": {"schemas": {"CityNow": {"type": "object", "required": ["temperature_c", "summary"],
                   "properties": {"temperature_c": {"type": "number"}, "summary": {"type": "string"}}}}}}
                """#.utf8))
    }

    private func conditions() async throws -> CityClient.Conditions {
        do {
            return try await client.now()
        } catch {
            throw APIError(.serviceUnavailable, "The city's data is not available now.")
        }
    }
}

/// `GET /api/v1/city/now`.
struct CityNowJSON: JSONWritable {
    let conditions: CityClient.Conditions

    init(_ conditions: CityClient.Conditions) { self.conditions = conditions }

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("temperature_c", conditions.temperatureC)
            object.member("summary", conditions.summary)
        }
    }
}
