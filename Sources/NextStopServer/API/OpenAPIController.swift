import Foundation
import Hummingbird

/// Serves the OpenAPI document describing every endpoint, as bundled with the server.
struct OpenAPIController {
    static let document: [UInt8]? = Bundle.module.url(forResource: "openapi", withExtension: "json")
        .flatMap { FileManager.default.contents(atPath: $0.path) }.map(Array.init)

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("api/openapi.json") { _, _ -> Response in
            guard let document = Self.document else {
                throw APIError(.internalServerError, "The OpenAPI document is missing from the build.")
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: document)))
        }
    }
}
