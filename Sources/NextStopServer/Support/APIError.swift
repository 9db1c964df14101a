import Hummingbird
import NextStopCore

/// An error answer: a status and `{"error": {"message": …, "field": …}}`, the field being the input at fault.
public struct APIError: Error, Sendable, HTTPResponseError {
    public var status: HTTPResponse.Status
    /// A sentence safe to show a user; never an upstream body or internal detail.
    public var message: String
    /// The request field at fault, as the client named it.
    public var field: String?
    /// Seconds the client should wait before trying again, sent as `Retry-After` (with a 429).
    public var retryAfter: Int?
    /// One more member of the error's body that explains it, such as the operators that did not answer in time
    /// (`not_answering`), so that a page can say so in its own language.
    public var context: Context?
    /// The methods the resource answers, sent as `Allow` (with a 405).
    public var allowedMethods: [HTTPRequest.Method]?

    /// An error with a status, a message and possibly the field at fault.
    public init(_ status: HTTPResponse.Status, _ message: String, field: String? = nil) {
        self.status = status
        self.message = message
        self.field = field
    }

    /// The same error with its field renamed to the name the client used (`latitude` → `lat`).
    func renamingField(_ names: [String: String]) -> APIError {
        var renamed = self
        renamed.field = field.map { names[$0] ?? $0 }
        return renamed
    }

    /// The JSON error body; a browser asking for a page gets one from `APIErrorMiddleware` instead.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(bytes: bodyBytes, status: status)
        addHeaders(to: &response.headers)
        return response
    }

    /// `Retry-After` and `Allow`, where the error has them, on its answer in whatever form.
    func addHeaders(to headers: inout HTTPFields) {
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allowedMethods { headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ") }
    }

    /// The JSON body, `{"error": {"field": …, "message": …}}`.
    var bodyBytes: [UInt8] {
        // Only a non-finite number makes the writer throw, and an error body has none.
        (try? APIJSON.encode(Body(error: Detail(message: message, field: field, context: context)))) ?? []
    }

    private struct Body: JSONWritable {
        var error: Detail

        func write(to writer: inout JSONWriter) {
            writer.object { object in object.member("error", error) }
        }
    }

    /// The message, the field (`null` when no one input is at fault) and the context, if any.
    private struct Detail: JSONWritable {
        var message: String
        var field: String?
        var context: Context?

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("field", orNull: field)
                object.member("message", message)
                if let context { object.member(context.name, context.value) }
            }
        }
    }

    /// A member of an error's body beside its message and field.
    public struct Context: Sendable {
        let name: StaticString
        let value: any JSONWritable & Sendable

        public init(_ name: StaticString, _ value: any JSONWritable & Sendable) {
            self.name = name
            self.value = value
        }
    }
}

/// An error of a system's own domain that knows how the API answers it.
protocol APIErrorConvertible: Error {
    var apiError: APIError { get }
}
