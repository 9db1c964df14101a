import Foundation
import Testing

@testable import NextStopServer

/// The OpenAPI document is the platform's part with each system's: parts add their tags, paths and schemas, and two
/// parts that claim one path or one schema are refused rather than one silently replacing the other.
struct OpenAPIPartTests {
    private static let shared = OpenAPIPart(
        bytes: Data(
            #"{"openapi":"3.1.0","tags":[{"name":"operations"}],"paths":{"/healthz":{}},"components":{"schemas":{"Error":{}}}}"#
                .utf8))

    private static func part(path: String, schema: String) -> OpenAPIPart {
        OpenAPIPart(
            bytes: Data(#"{"tags":[{"name":"x"}],"paths":{"\#(path)":{}},"components":{"schemas":{"\#(schema)":{}}}}"#.utf8))
    }

    @Test func partsAddTheirTagsPathsAndSchemas() throws {
        let data = try OpenAPIPart.document(Self.shared, adding: [Self.part(path: "/api/v1/x", schema: "X")])
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: Any])
        #expect(Set(paths.keys) == ["/healthz", "/api/v1/x"])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        #expect(Set(schemas.keys) == ["Error", "X"])
        #expect((document["tags"] as? [Any])?.count == 2)
        #expect(document["openapi"] as? String == "3.1.0")
    }

    @Test(arguments: [("/healthz", "X"), ("/api/v1/x", "Error")])
    func aPathOrSchemaClaimedTwiceIsRefused(path: String, schema: String) {
        #expect(throws: OpenAPIAssemblyError.self) {
            try OpenAPIPart.document(Self.shared, adding: [Self.part(path: path, schema: schema)])
        }
    }

    @Test func aPartThatIsNotAnObjectIsRefused() {
        #expect(throws: OpenAPIAssemblyError.self) {
            try OpenAPIPart.document(Self.shared, adding: [OpenAPIPart(bytes: Data("[]".utf8))])
        }
    }
}
