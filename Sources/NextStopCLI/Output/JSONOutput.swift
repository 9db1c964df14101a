import NextStopCore

/// An answer as the documented `--json` contract: indented JSON, keys sorted.
enum JSONOutput {
    /// The answer's JSON text.
    static func text(_ answer: some JSONWritable) throws -> String {
        String(decoding: try APIJSON.encode(answer, pretty: true), as: UTF8.self)
    }

    /// Prints the answer's JSON text.
    static func print(_ answer: some JSONWritable) throws {
        Swift.print(try text(answer))
    }
}
