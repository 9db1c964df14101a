import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

extension TestResponse {
    /// The value of a header, if sent.
    func header(_ name: HTTPField.Name) -> String? { headers[name] }

    /// Every `Set-Cookie` header.
    var setCookies: [String] { headers[values: .setCookie] }

    /// Whether `first` occurs in the body before `second` (both must occur).
    func body(has first: String, before second: String) -> Bool {
        guard let one = text.range(of: first), let two = text.range(of: second) else { return false }
        return one.lowerBound < two.lowerBound
    }
}

extension TestClientProtocol {
    /// A GET with the given `Cookie` header.
    func get(_ uri: String, cookie: String) async throws -> TestResponse {
        try await send(.get, uri, cookie: cookie)
    }

    /// Posts a form as a browser does.
    func postForm(_ uri: String, _ form: String) async throws -> TestResponse {
        try await execute(
            uri: uri, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
            body: ByteBuffer(string: form))
    }
}
