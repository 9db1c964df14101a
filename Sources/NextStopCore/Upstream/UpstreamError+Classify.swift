import Foundation

extension UpstreamError {
    /// The error a non-success response stands for, or nil for a 2xx with a body.
    public static func classify(_ response: HTTPResponse, now: Date = Date()) -> UpstreamError? {
        switch response.status {
        case 200..<300: response.body.isEmpty ? .empty : nil
        case 429: .rateLimited(retryAfter: response.header("Retry-After").flatMap { retryAfterSeconds($0, now: now) })
        case 403: .forbidden
        case 500...: .server(status: response.status)
        default: .rejected(status: response.status)
        }
    }

    /// `Retry-After` as seconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
    public static func retryAfterSeconds(_ value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
