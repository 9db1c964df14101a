import Foundation
import NextStopCore

/// Prints a representation as the documented JSON contract.
enum JSONOutput {
    static func print(_ value: some Encodable) throws {
        Swift.print(String(decoding: try APIJSON.encoder(pretty: true).encode(value), as: UTF8.self))
    }
}
