import Foundation
import NextStopCore
import Testing

/// A value whose JSON the contract pins down: what a client must read back, member by member.
protocol Contracted: JSONWritable {
    /// The value as its JSON must read back: every member present or absent, typed and valued as the contract says.
    var contract: ParsedJSON { get }
}

/// Expects `value`'s JSON to be what its contract says: compact, each object's keys in sorted order, every member as
/// `contract` has it; and indented, the same JSON with white space between its tokens.
func expectContract(_ value: some Contracted, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let compact = try APIJSON.encode(value)
    let layout = JSONLayout(compact)
    #expect(layout.compacted == compact, "white space between tokens", sourceLocation: sourceLocation)
    #expect(layout.keysOutOfOrder.isEmpty, "keys out of order", sourceLocation: sourceLocation)
    let differences = try ParsedJSON(parsing: compact).differences(from: value.contract)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
    let indented = try APIJSON.encode(value, pretty: true)
    #expect(JSONLayout(indented).compacted == compact, "indented differently", sourceLocation: sourceLocation)
}

extension String: Contracted {
    var contract: ParsedJSON { .string(self) }
}

extension Int: Contracted {
    var contract: ParsedJSON { .integer(self) }
}

extension Double: Contracted {
    /// A JSON number that reads back as this very double.
    var contract: ParsedJSON { .number(self) }
}

extension Bool: Contracted {
    var contract: ParsedJSON { .bool(self) }
}

extension Date: Contracted {
    /// ISO 8601 in UTC to the whole second, as Foundation formats it: `2026-07-30T13:02:00Z`.
    var contract: ParsedJSON { .string(formatted(.iso8601)) }
}

extension Array: Contracted where Element: Contracted {
    var contract: ParsedJSON { .array(map(\.contract)) }
}
