import Foundation

/// Why an update or a rollback changed nothing; the dataset in use is untouched. Each description is one line.
public enum UpdateError: Error, Hashable, CustomStringConvertible {
    /// The dataset source is not an http(s) URL.
    case invalidSource(String)
    /// The publisher gave no answer at all (timeout, refused connection, unknown host).
    case unreachable(url: String, reason: String)
    /// The publisher answered slower than the download limits allow.
    case tooSlow(url: String, reason: String)
    /// The publisher answered with a status the updater cannot use.
    case httpStatus(url: String, status: Int)
    /// The publisher's answer was empty, cut short or inconsistent.
    case badAnswer(url: String, reason: String)
    case wrongDataset(found: String, expected: String)
    case unsupportedFormat(found: Int, supported: Int)
    /// The downloaded file differs from what the signed metadata describes.
    case checksumMismatch(url: String, detail: String)
    /// The file matches the signed checksums yet is not a dataset this nextstop can read.
    case undecodableDataset(url: String, reason: String)
    case noPreviousVersion(current: Int)
    /// Another process is updating the same store.
    case busy(dataset: String)

    public var description: String {
        switch self {
        case .invalidSource(let text):
            "the dataset source must be an http(s) URL without a query, got \"\(text.oneLine)\""
        case .unreachable(let url, let reason): "\(url) is unreachable: \(reason.oneLine)"
        case .tooSlow(let url, let reason): "\(url) is too slow: \(reason.oneLine)"
        case .httpStatus(let url, let status): "GET \(url) answered HTTP \(status)\(Self.meaning(of: status))"
        case .badAnswer(let url, let reason): "\(url) gave an unusable answer: \(reason.oneLine)"
        case .wrongDataset(let found, let expected):
            "the publisher serves the dataset \"\(found.oneLine)\", not \"\(expected)\""
        case .unsupportedFormat(let found, let supported) where found > supported:
            "the publisher serves dataset format \(found) and this nextstop reads format \(supported): "
                + "install a newer nextstop"
        case .unsupportedFormat(let found, let supported):
            "the publisher serves the old dataset format \(found) and this nextstop reads format \(supported)"
        case .checksumMismatch(let url, let detail): "checksum mismatch: \(detail) (\(url))"
        case .undecodableDataset(let url, let reason): "the dataset from \(url) does not decode: \(reason.oneLine)"
        case .noPreviousVersion(let current):
            "there is no stored version older than the current \(current) to go back to"
        case .busy(let dataset): "another update of \(dataset) is running"
        }
    }

    /// A few words on what a status means for the user.
    private static func meaning(of status: Int) -> String {
        switch status {
        case 404: " (not found)"
        case 429: " (rate limited: try again later)"
        case 500...599: " (server error: try again later)"
        default: ""
        }
    }
}

extension String {
    /// The text with its line breaks turned into spaces, so that an error stays on one line.
    var oneLine: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
