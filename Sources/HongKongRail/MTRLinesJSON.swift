import NextStopCore

/// Every MTR line with its stations in the order its first branch calls at them, and each way's termini: what the
/// server's `/api/v1/hk/mtr/lines` answers.
public struct MTRLinesJSON: Sendable, JSONWritable {
    let map: MTRLineMap

    public init(_ map: MTRLineMap) { self.map = map }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("lines", map.lines.map(LineJSON.init))
        }
    }

    struct LineJSON: JSONWritable {
        let line: MTRLine

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", line.code)
                object.member("down_to", line.termini(.down).map(\.code))
                object.member("name", line.name)
                object.member("stations", line.stations.map(StationJSON.init))
                object.member("up_to", line.termini(.up).map(\.code))
            }
        }
    }

    struct StationJSON: JSONWritable {
        let station: MTRStation

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", station.code)
                object.member("name", station.name)
            }
        }
    }
}
