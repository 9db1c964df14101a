import Foundation
import NextStopCore

/// A bike system's docks published as a GBFS v2.3 system: the discovery file and its four feeds, mapped as API-NOTES
/// §"GBFS v2.3 we would publish" says. London publishes none; a system read from GBFS comes out as one version, with
/// NextStop's vehicle types.
public struct PublishedGBFS: Sendable {
    /// The feeds published, by GBFS file name.
    public enum Feed: String, Sendable, CaseIterable {
        case systemInformation = "system_information"
        case vehicleTypes = "vehicle_types"
        case stationInformation = "station_information"
        case stationStatus = "station_status"
    }

    static let standardType = "standard"
    static let eBikeType = "ebike"
    /// TfL publishes no range for its e-bikes; GBFS requires one for electric assist, so this constant stands in.
    static let eBikeRangeMetres = 40_000

    let system: BikeSystem
    let snapshot: DockSnapshot
    /// Where the feeds are served, like `https://example.org/gbfs/london`.
    let baseURL: String
    /// Seconds a client may keep the status: the poll interval.
    let statusTTL: Int

    public init(system: BikeSystem, snapshot: DockSnapshot, baseURL: String, statusTTL: Int = 30) {
        self.system = system
        self.snapshot = snapshot
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.statusTTL = statusTTL
    }

    /// `gbfs.json`: every feed's URL, in English.
    public func discovery() -> GBFSDocument<GBFSObject> {
        let feeds = Feed.allCases.map { FeedLink(name: $0.rawValue, url: "\(baseURL)/\($0.rawValue).json") }
        return document(ttl: 3_600) { object in
            object.member("en", GBFSObject { language in language.member("feeds", feeds) })
        }
    }

    /// One feed.
    public func document(_ feed: Feed) -> GBFSDocument<GBFSObject> {
        switch feed {
        case .systemInformation: systemInformation()
        case .vehicleTypes: vehicleTypes()
        case .stationInformation: stationInformation()
        case .stationStatus: stationStatus()
        }
    }

    private func systemInformation() -> GBFSDocument<GBFSObject> {
        document(ttl: 3_600) { object in
            object.member("language", "en")
            object.member("name", system.name)
            object.member("operator", ifPresent: system.operatorName)
            object.member("system_id", "nextstop-\(system.id)")
            object.member("timezone", system.timeZone.identifier)
            object.member("url", ifPresent: system.website)
        }
    }

    private func vehicleTypes() -> GBFSDocument<GBFSObject> {
        let types = [
            GBFSObject { type in
                type.member("form_factor", "bicycle")
                type.member("propulsion_type", "human")
                type.member("vehicle_type_id", Self.standardType)
            },
            GBFSObject { type in
                type.member("form_factor", "bicycle")
                type.member("max_range_meters", Self.eBikeRangeMetres)
                type.member("propulsion_type", "electric_assist")
                type.member("vehicle_type_id", Self.eBikeType)
            },
        ]
        return document(ttl: 3_600) { object in object.member("vehicle_types", types) }
    }

    private func stationInformation() -> GBFSDocument<GBFSObject> {
        let stations = snapshot.docks.map { dock in
            GBFSObject { station in
                station.member("capacity", ifPresent: dock.counts.docks)
                station.member("lat", dock.coordinate.latitude)
                station.member("lon", dock.coordinate.longitude)
                station.member("name", dock.name)
                station.member("short_name", ifPresent: dock.terminalName)
                station.member("station_id", dock.id)
            }
        }
        return document(ttl: statusTTL) { object in object.member("stations", stations) }
    }

    private func stationStatus() -> GBFSDocument<GBFSObject> {
        let stations = snapshot.docks.map { dock in
            GBFSObject { Self.writeStatus(of: dock, fetchedAt: snapshot.fetchedAt, to: &$0) }
        }
        return document(ttl: statusTTL) { object in object.member("stations", stations) }
    }

    /// A dock's status. GBFS has no "unknown": a dock whose bike count TfL did not send rents nothing and reports 0.
    private static func writeStatus(of dock: Dock, fetchedAt: Date, to station: inout JSONWriter) {
        let counts = dock.counts
        let known = counts.bikes != nil && counts.spaces != nil
        let usable = dock.isUsable && known
        let reported = dock.updatedAt ?? fetchedAt
        station.member("is_installed", dock.installed)
        station.member("is_renting", usable)
        station.member("is_returning", usable)
        station.member("last_reported", Int(reported.timeIntervalSince1970.rounded(.down)))
        station.member("num_bikes_available", counts.bikes ?? 0)
        station.member("num_docks_available", counts.spaces ?? 0)
        station.member("num_docks_disabled", counts.brokenDocks ?? 0)
        station.member("station_id", dock.id)
        // Types are listed only where TfL splits the count (older data does not), so they always sum to the bikes.
        var types: [VehicleCount] = []
        if let standard = counts.standardBikes, let eBikes = counts.eBikes {
            types = [VehicleCount(id: eBikeType, count: eBikes), VehicleCount(id: standardType, count: standard)]
        } else if let bikes = counts.bikes, bikes == 0 {
            types = [VehicleCount(id: eBikeType, count: 0), VehicleCount(id: standardType, count: 0)]
        }
        station.member("vehicle_types_available", types)
    }

    private func document(ttl: Int, _ writeMembers: @escaping @Sendable (inout JSONWriter) -> Void) -> GBFSDocument<GBFSObject> {
        GBFSDocument(data: GBFSObject(writeMembers: writeMembers), lastUpdated: snapshot.fetchedAt, ttl: ttl)
    }

    private struct FeedLink: JSONWritable {
        let name: String
        let url: String

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("name", name)
                object.member("url", url)
            }
        }
    }

    private struct VehicleCount: JSONWritable {
        let id: String
        let count: Int

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("count", count)
                object.member("vehicle_type_id", id)
            }
        }
    }
}
