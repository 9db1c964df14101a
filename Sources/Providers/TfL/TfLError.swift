import Foundation
import NextStopCore

/// A refusal TfL explained in its JSON error body (`EntityNotFoundException`, 404, "The following bike point is not
/// recognised…"). The message is TfL's own, cut to one short line.
public struct TfLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: Int
    public var exceptionType: String
    public var message: String

    /// The error in a non-2xx response's body, or nil when the body is not TfL's error shape.
    init?(response: HTTPResponse) {
        guard let wire = try? JSONDecoder().decode(TfLWire.APIError.self, from: response.body),
            let exceptionType = wire.exceptionType
        else { return nil }
        status = wire.httpStatusCode ?? response.status
        self.exceptionType = exceptionType
        let line = (wire.message ?? "").unicodeScalars.filter { $0.properties.generalCategory != .control }
        message = String(String(String.UnicodeScalarView(line)).prefix(200))
    }

    public var description: String {
        message.isEmpty ? "TfL answered \(status) \(exceptionType)" : "TfL answered \(status) \(exceptionType): \(message)"
    }
}
