import NextStopCore

/// A station wherever an answer names one (the stations list, a trip's ends, an alert's stations):
/// `{"id", "name", "stop_ids", "lat", "lon"}`, the position absent when the feed gives none.
public struct CaltrainStationJSON: JSONWritable, Sendable {
    public let station: CaltrainStation

    public init(_ station: CaltrainStation) { self.station = station }

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("id", station.id)
            object.member("lat", ifPresent: station.latitude)
            object.member("lon", ifPresent: station.longitude)
            object.member("name", station.name)
            object.member("stop_ids", station.platformIDs)
        }
    }
}
