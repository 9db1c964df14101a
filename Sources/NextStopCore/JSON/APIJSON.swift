import Foundation

/// The JSON settings of every document NextStop writes for others to read (the API's answers, the CLI's `--json`, the
/// dataset files and their signed metadata): sorted keys, ISO 8601 dates and unescaped slashes, so equal documents are
/// equal bytes.
///
/// Every answer (the API's, the CLI's `--json`) is `JSONWritable` and written by `encode(_:pretty:)`; the files (the
/// datasets, their metadata) are `Encodable` and go through `encoder(pretty:)`; both lay a document out alike.
public enum APIJSON {
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// The JSON of an answer that writes itself: compact, or indented when `pretty`.
    public static func encode(_ answer: some JSONWritable, pretty: Bool = false) throws(EncodingError) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        answer.write(to: &writer)
        return try writer.finish()
    }
}
