/// Why a feed could not be loaded at all; each case names the file, column or limit at fault.
public enum FeedLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is neither a zip archive nor a folder.
    case notAFeed(path: String)
    /// The zip archive could not be read.
    case unreadableArchive(path: String, reason: String)
    /// A file in a feed folder could not be read.
    case unreadableFile(path: String, reason: String)
    /// A required file (`stops.txt`, …) is absent.
    case missingFile(String)
    /// Neither `calendar.txt` nor `calendar_dates.txt` is present.
    case missingCalendar
    /// A required column is absent from a file's header.
    case missingColumn(file: String, column: String)
    /// A file a timetable cannot do without (`stop_times.txt` …) has no usable row.
    case emptyTable(String)
    /// `agency.txt` has no usable row.
    case noAgency
    /// `agency_timezone` is not a known IANA time zone.
    case unknownTimeZone(String)
    /// A zip entry's path is absolute or climbs out with `..`.
    case unsafeEntryPath(String)
    /// The archive has more entries than allowed.
    case tooManyEntries(count: Int, limit: Int)
    /// The archive would unpack to more bytes than allowed.
    case uncompressedSizeTooLarge(bytes: UInt64, limit: UInt64)
    /// An entry's compression ratio is beyond the limit (a likely zip bomb).
    case compressionRatioTooHigh(entry: String, ratio: UInt64, limit: UInt64)

    /// One line a person can act on.
    public var description: String {
        switch self {
        case .notFound(let path): "no feed at \(path)"
        case .notAFeed(let path): "\(path) is neither a zip archive nor a folder"
        case .unreadableArchive(let path, let reason): "cannot read the zip archive \(path): \(reason)"
        case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
        case .missingFile(let name): "the feed has no \(name)"
        case .missingCalendar: "the feed has neither calendar.txt nor calendar_dates.txt"
        case .missingColumn(let file, let column): "\(file) has no \(column) column"
        case .emptyTable(let name): "\(name) has no usable rows: the feed holds no timetable"
        case .noAgency: "agency.txt has no agency"
        case .unknownTimeZone(let name): "agency_timezone \"\(name)\" is not a known time zone"
        case .unsafeEntryPath(let path): "zip entry \"\(path)\" is an absolute path or leaves the archive with '..'; refused"
        case .tooManyEntries(let count, let limit): "the zip has \(count) entries, more than the limit of \(limit); refused"
        case .uncompressedSizeTooLarge(let bytes, let limit):
            "the zip unpacks to \(bytes) bytes or more, over the limit of \(limit); refused"
        case .compressionRatioTooHigh(let entry, let ratio, let limit):
            "zip entry \"\(entry)\" expands \(ratio):1, over the limit of \(limit):1 (a zip bomb?); refused"
        }
    }
}
