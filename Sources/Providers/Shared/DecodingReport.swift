/// The records of a bulk list that decoded, and how many malformed records were left out.
///
/// One bad record among thousands should not sink a whole list: list endpoints skip each record that does
/// not decode and count it here. A non-empty list in which no record decodes is an error instead.
public struct DecodingReport<Record: Sendable>: Sendable {
    /// The records that decoded, in the upstream's order.
    public var records: [Record]
    /// How many upstream records were left out because they did not decode.
    public var skippedCount: Int
    /// Why the first left-out record failed, as a coding path (`missing data[3].stop`); never the body.
    public var firstSkipReason: String?

    /// A report of decoded records and skipped ones.
    public init(records: [Record], skippedCount: Int = 0, firstSkipReason: String? = nil) {
        self.records = records
        self.skippedCount = skippedCount
        self.firstSkipReason = firstSkipReason
    }

    /// The same report with its records transformed, keeping the skip count and reason.
    func mapRecords<Mapped: Sendable>(_ transform: ([Record]) -> [Mapped]) -> DecodingReport<Mapped> {
        DecodingReport<Mapped>(
            records: transform(records), skippedCount: skippedCount, firstSkipReason: firstSkipReason
        )
    }
}

/// One element of a list, decoded so that its failure does not stop the decoding of the rest.
///
/// Decoding an attempt never throws, so an unkeyed container always moves past the element.
struct DecodingAttempt<Wrapped: Decodable>: Decodable {
    let result: Result<Wrapped, DecodingError>

    init(from decoder: any Decoder) {
        do {
            result = .success(try Wrapped(from: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
        } catch {
            result = .failure(.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "")))
        }
    }
}
