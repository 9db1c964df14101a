import Foundation
import Hummingbird

/// Serves the OpenAPI document describing every endpoint: the platform's part with each served system's, assembled
/// once when the router is built.
struct OpenAPIController {
    private let document: Result<[UInt8], any Error>

    init(systems: [any ServerSystem]) {
        document = Result {
            Array(try OpenAPIPart.document(.bundled("nextstop"), adding: systems.map(\.openAPI)))
        }
    }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("api/openapi.json") { _, _ -> Response in
            let document: [UInt8]
            do {
                document = try self.document.get()
            } catch {
                throw APIError(.internalServerError, "\(error)")
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: document)))
        }
    }
}
