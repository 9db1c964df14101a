import Foundation
import NextStopCore

/// One GBFS v2.3 file: `{"data": …, "last_updated": <POSIX s>, "ttl": <s>, "version": "2.3"}`.
public struct GBFSDocument<Payload: JSONWritable & Sendable>: JSONWritable, Sendable {
    public static var version: String { "2.3" }

    public var data: Payload
    /// When the data was last updated: for London, when the docks were fetched from TfL.
    public var lastUpdated: Date
    /// Seconds before a client should ask again.
    public var ttl: Int

    public init(data: Payload, lastUpdated: Date, ttl: Int) {
        self.data = data
        self.lastUpdated = lastUpdated
        self.ttl = ttl
    }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("data", data)
            object.member("last_updated", Int(lastUpdated.timeIntervalSince1970.rounded(.down)))
            object.member("ttl", ttl)
            object.member("version", Self.version)
        }
    }
}

/// A JSON object written by a closure: the GBFS payloads are each written once, where they are built.
public struct GBFSObject: JSONWritable, Sendable {
    let writeMembers: @Sendable (inout JSONWriter) -> Void

    public func write(to writer: inout JSONWriter) { writer.object(writeMembers) }
}
