import HummingbirdTesting
import Testing

@Suite struct OpenAPIDocumentTests {
    @Test func servedDocumentIsOpenAPI31() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/openapi.json")
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let document = try JSONValue(parsing: response.body.readableBytesView)
            #expect(document["openapi"]?.string?.hasPrefix("3.1.") == true)
            #expect(document["info"]?["title"]?.string == "NextStop API")
            #expect(document["info"]?["version"]?.string?.isEmpty == false)
            #expect(document["paths"]?.object?.isEmpty == false)
        }
    }

    @Test func everyReferenceResolves() async throws {
        try await ServerHarness().test { client in
            // given
            let document = try await OpenAPIDocument.served(by: client).root
            // when
            let references = Self.values(named: "$ref", in: document).compactMap(\.string)
            // then
            #expect(references.count > 50)
            #expect(references.filter { document.resolving($0) == nil } == [])
        }
    }

    @Test func everySchemaUsesOnlyCheckedKeywords() async throws {
        try await ServerHarness().test { client in
            // given every schema: the shared ones and those of parameters, headers and bodies
            let document = try await OpenAPIDocument.served(by: client).root
            let shared = document["components"]?["schemas"]?.object?.values.map { $0 } ?? []
            let schemas = shared + Self.values(named: "schema", in: document)
            // when
            let unsupported = schemas.reduce(into: Set<String>()) { $0.formUnion(SchemaValidator.unsupportedKeywords(in: $1)) }
            // then
            #expect(schemas.count > 50)
            #expect(unsupported == [])
        }
    }

    /// Every value held under `key` anywhere in `value`.
    private static func values(named key: String, in value: JSONValue) -> [JSONValue] {
        switch value {
        case .object(let members):
            members.flatMap { name, member in (name == key ? [member] : []) + values(named: key, in: member) }
        case .array(let elements):
            elements.flatMap { values(named: key, in: $0) }
        default:
            []
        }
    }
}
