import Hummingbird
import NextStopCore

/// Reads and checks a request's query parameters, naming the parameter in every error.
struct QueryReader {
    let request: Request

    init(_ request: Request) {
        self.request = request
    }

    /// The parameter's text, or `nil` when absent.
    func string(_ name: String) -> String? { request.uri.queryParameters[name[...]].map(String.init) }

    /// The parameter's text; 400 when absent or empty.
    func required(_ name: String) throws -> String {
        guard let value = string(name), !value.isEmpty else {
            throw APIError(.badRequest, "\(name) is required.", field: name)
        }
        return value
    }

    /// A decimal number, or `nil` when absent; 400 when it is not one (range checks are the query's).
    func double(_ name: String) throws -> Double? {
        guard let text = string(name) else { return nil }
        guard let value = Self.decimal(text) else {
            throw APIError(.badRequest, "\(name) must be a decimal number such as 22.3.", field: name)
        }
        return value
    }

    /// Plain decimal text as a number: an optional minus, digits, an optional fraction. `Double(_:)` alone would
    /// also take hexadecimal (`0x10`), exponents, `nan`, `inf` and text cut at a NUL, none of which a client means.
    static func decimal(_ text: some StringProtocol) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : text[...]
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ part in (1...20).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// A number that must be given.
    func requiredDouble(_ name: String) throws -> Double {
        guard let value = try double(name) else { throw APIError(.badRequest, "\(name) is required.", field: name) }
        return value
    }

    /// A whole number within `range`, or `nil` when absent; 400 otherwise.
    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw APIError(
                .badRequest, "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound).",
                field: name)
        }
        return value
    }

    /// True for `1` or `true`.
    func flag(_ name: String) -> Bool { ["1", "true"].contains(string(name)) }

    /// `LAT,LON` as a coordinate, or `nil` when absent; 400 when it is not two numbers in range.
    func coordinate(_ name: String) throws -> Coordinate? {
        guard let text = string(name) else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Self.decimal(parts[0]), let longitude = Self.decimal(parts[1]),
            Coordinate(latitude: latitude, longitude: longitude).isValid
        else {
            throw APIError(
                .badRequest, "\(name) must be LAT,LON: a latitude from -90 to 90 and a longitude from -180 to 180.",
                field: name)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
