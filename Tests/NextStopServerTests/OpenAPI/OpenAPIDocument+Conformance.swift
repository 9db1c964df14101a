import Foundation
import HTTPTypes
import HummingbirdTesting
import NextStopDataset

extension OpenAPIDocument {
    /// Headers the server sets of its own accord: an answer carrying one must document it.
    private static let ownHeaders = [
        "Set-Cookie", "Retry-After", "ETag", "Cache-Control", "Vary", "Accept-Ranges", "Content-Encoding", "Content-Range",
    ]

    /// Every way a request departs from the operation's documentation: a query parameter, a header or a body it does
    /// not document and, for a request meant to succeed, a missing required input or a value its schema refuses.
    func requestProblems(_ request: ConformanceRequest, of operation: APIOperation, succeeding: Bool) -> [String] {
        let parameters = parameters(of: operation)
        let queryNames = Self.names(of: parameters, in: "query")
        var problems = request.query.keys.sorted().filter { !queryNames.contains($0) }
            .map { "\(operation): query parameter \($0) is not documented" }
        let headerNames = Set(Self.names(of: parameters, in: "header").map { $0.lowercased() })
        problems += request.headers.map(\.name.canonicalName).filter { !headerNames.contains($0) }
            .map { "\(operation): header \($0) is not documented" }
        let body = requestBody(of: operation)
        if request.body != nil && body == nil { problems.append("\(operation): a body is sent but none is documented") }
        guard succeeding else { return problems }
        let pathValues = Self.pathParameters(operation.path, in: request.path) ?? [:]
        for parameter in parameters {
            let name = parameter["name"]?.string ?? ""
            let sent: String?
            switch parameter["in"]?.string {
            case "path": sent = pathValues[name]
            case "query": sent = request.query[name]
            case "header": sent = HTTPField.Name(name).flatMap { request.headers[$0] }
            default: continue
            }
            guard let sent else {
                if parameter["required"] == .bool(true) { problems.append("\(operation): \(name) is required but not sent") }
                continue
            }
            let schema = parameter["schema"] ?? .bool(true)
            problems += validator.violations(of: schema, by: parameterValue(sent, schema: schema), at: name)
                .map { "\(operation) parameter: \($0)" }
        }
        if let body { problems += bodyProblems(request.body, documented: body, of: operation) }
        return problems
    }

    /// Every way an answer departs from the operation's documentation: a status, media type or header of the
    /// server's own that it does not document, a missing required header, a header value or a body its schema
    /// refuses. A body is checked once its content coding is undone; a media type documented without a schema (the
    /// bytes of a range) is not checked.
    func responseProblems(_ response: TestResponse, of operation: APIOperation) -> [String] {
        let status = Int(response.status.code)
        let answer = "\(operation) \(status)"
        guard let documented = self.response(status, of: operation) else { return ["\(answer): status not documented"] }
        return (headerProblems(response, documented: documented) + contentProblems(response, documented: documented))
            .map { "\(answer): \($0)" }
    }

    /// A required header missing, a header of the server's own undocumented, or a header value its schema refuses.
    private func headerProblems(_ response: TestResponse, documented: JSONValue) -> [String] {
        let headers = Dictionary(
            (documented["headers"]?.object ?? [:]).map { ($0.key.lowercased(), resolved($0.value)) },
            uniquingKeysWith: { first, _ in first })
        var problems = headers.filter { $0.value["required"] == .bool(true) && Self.header($0.key, of: response) == nil }
            .keys.sorted().map { "required header \($0) is missing" }
        problems += Self.ownHeaders.filter { Self.header($0, of: response) != nil && headers[$0.lowercased()] == nil }
            .map { "header \($0) is sent but not documented" }
        for name in headers.keys.sorted() {
            guard let value = Self.header(name, of: response) else { continue }
            let schema = headers[name]?["schema"] ?? .bool(true)
            problems += validator.violations(of: schema, by: parameterValue(value, schema: schema), at: name)
        }
        return problems
    }

    /// A body where none is documented, an undocumented media type, or a body its schema refuses.
    private func contentProblems(_ response: TestResponse, documented: JSONValue) -> [String] {
        guard let content = documented["content"]?.object else {
            return response.body.readableBytes == 0 ? [] : ["a body is sent but none is documented"]
        }
        let mediaType = response.headers[.contentType].map(Self.mediaType) ?? "none"
        guard let media = content[mediaType] else {
            return ["\(mediaType) is not documented (\(content.keys.sorted().joined(separator: ", ")))"]
        }
        guard let schema = media["schema"] else { return [] }
        guard let bytes = Self.decodedBody(of: response) else {
            return ["the body's content coding \(response.headers[.contentEncoding] ?? "") cannot be undone"]
        }
        guard let value = Self.bodyValue(bytes, as: mediaType) else { return ["the body is not JSON"] }
        return validator.violations(of: schema, by: value)
    }

    private func bodyProblems(_ text: String?, documented: JSONValue, of operation: APIOperation) -> [String] {
        guard let text else {
            return documented["required"] == .bool(true) ? ["\(operation): the required body is not sent"] : []
        }
        guard let value = try? JSONValue(parsing: Array(text.utf8)) else { return ["\(operation): the body is not JSON"] }
        let schema = documented["content"]?["application/json"]?["schema"] ?? .bool(true)
        return validator.violations(of: schema, by: value, at: "body").map { "\(operation) request: \($0)" }
    }

    /// A parameter's or header's text as the value its schema describes: a number for a numeric schema, else the text.
    private func parameterValue(_ text: String, schema: JSONValue) -> JSONValue {
        let type = resolved(schema)["type"]?.string
        guard type == "number" || type == "integer", let number = Double(text) else { return .string(text) }
        return .number(number)
    }

    /// The names of the parameters `in` a place: `query` or `header`.
    private static func names(of parameters: [JSONValue], in place: String) -> Set<String> {
        Set(parameters.filter { $0["in"] == .string(place) }.compactMap { $0["name"]?.string })
    }

    /// The body's bytes with their content coding undone (gzip unzipped); `nil` for another coding or broken gzip.
    private static func decodedBody(of response: TestResponse) -> Data? {
        let bytes = Data(response.body.readableBytesView)
        switch response.headers[.contentEncoding]?.lowercased() {
        case nil, "identity": return bytes
        case "gzip": return try? Gzip.decompress(bytes)
        default: return nil
        }
    }

    /// The body as a schema sees it: parsed for a JSON media type, else its text as a string; `nil` for broken JSON.
    private static func bodyValue(_ bytes: Data, as mediaType: String) -> JSONValue? {
        mediaType.hasSuffix("json") ? try? JSONValue(parsing: bytes) : .string(String(decoding: bytes, as: UTF8.self))
    }

    /// The value of a header named by text, if sent.
    private static func header(_ name: String, of response: TestResponse) -> String? {
        HTTPField.Name(name).flatMap { response.headers[$0] }
    }

    /// `application/json` of `application/json; charset=utf-8`.
    private static func mediaType(_ contentType: String) -> String {
        String(contentType.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces).lowercased()
    }
}
