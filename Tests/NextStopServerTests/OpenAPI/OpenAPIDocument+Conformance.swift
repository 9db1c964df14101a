import Foundation
import HTTPTypes
import HummingbirdTesting

extension OpenAPIDocument {
    /// Headers the server sets of its own accord: an answer carrying one must document it.
    private static let ownHeaders = ["Set-Cookie", "Retry-After"]

    /// Every way a request departs from the operation's documentation: a query parameter or a body it does not
    /// document and, for a request meant to succeed, a missing required input or a value its schema refuses.
    func requestProblems(_ request: ConformanceRequest, of operation: APIOperation, succeeding: Bool) -> [String] {
        let parameters = parameters(of: operation)
        let queryNames = Set(parameters.filter { $0["in"] == .string("query") }.compactMap { $0["name"]?.string })
        var problems = request.query.keys.sorted().filter { !queryNames.contains($0) }
            .map { "\(operation): query parameter \($0) is not documented" }
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
    /// server's own that it does not document, a missing required header, or a body its schema refuses.
    func responseProblems(_ response: TestResponse, of operation: APIOperation) -> [String] {
        let status = Int(response.status.code)
        let answer = "\(operation) \(status)"
        guard let documented = self.response(status, of: operation) else { return ["\(answer): status not documented"] }
        let headers = Dictionary(
            (documented["headers"]?.object ?? [:]).map { ($0.key.lowercased(), resolved($0.value)) },
            uniquingKeysWith: { first, _ in first })
        var problems = headers.filter { $0.value["required"] == .bool(true) && Self.header($0.key, of: response) == nil }
            .keys.sorted().map { "\(answer): required header \($0) is missing" }
        problems += Self.ownHeaders.filter { Self.header($0, of: response) != nil && headers[$0.lowercased()] == nil }
            .map { "\(answer): header \($0) is sent but not documented" }
        guard let content = documented["content"]?.object else {
            return problems + (response.body.readableBytes == 0 ? [] : ["\(answer): a body is sent but none is documented"])
        }
        let mediaType = response.headers[.contentType].map(Self.mediaType) ?? "none"
        guard let schema = content[mediaType]?["schema"] else {
            return problems + ["\(answer): \(mediaType) is not documented (\(content.keys.sorted().joined(separator: ", ")))"]
        }
        guard let value = Self.bodyValue(of: response, as: mediaType) else {
            return problems + ["\(answer): the body is not JSON"]
        }
        return problems + validator.violations(of: schema, by: value).map { "\(answer): \($0)" }
    }

    private func bodyProblems(_ text: String?, documented: JSONValue, of operation: APIOperation) -> [String] {
        guard let text else {
            return documented["required"] == .bool(true) ? ["\(operation): the required body is not sent"] : []
        }
        guard let value = try? JSONValue(parsing: Array(text.utf8)) else { return ["\(operation): the body is not JSON"] }
        let schema = documented["content"]?["application/json"]?["schema"] ?? .bool(true)
        return validator.violations(of: schema, by: value, at: "body").map { "\(operation) request: \($0)" }
    }

    /// A parameter's text as the value its schema describes: a number for a numeric schema, else the text.
    private func parameterValue(_ text: String, schema: JSONValue) -> JSONValue {
        let type = resolved(schema)["type"]?.string
        guard type == "number" || type == "integer", let number = Double(text) else { return .string(text) }
        return .number(number)
    }

    /// The body as a schema sees it: parsed for a JSON media type, else its text as a string; `nil` for broken JSON.
    private static func bodyValue(of response: TestResponse, as mediaType: String) -> JSONValue? {
        mediaType.hasSuffix("json") ? try? JSONValue(parsing: response.body.readableBytesView) : .string(response.text)
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
