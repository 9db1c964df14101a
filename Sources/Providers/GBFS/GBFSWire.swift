import Foundation

/// GBFS files as systems publish them, from 1.x to 3.0 (API-NOTES §GBFS): one reader for every version, since the
/// versions differ in a handful of members and real feeds mix them (0/1 integers beside booleans, integer station
/// ids, localized-string arrays, `num_bikes_available_types` as an object or a list).
enum GBFSWire {
    /// Every file's envelope: `{"last_updated", "ttl", "version", "data"}`.
    struct Envelope<Payload: Decodable & Sendable>: Decodable, Sendable {
        var data: Payload
        /// When the publisher last updated the data; nil when it says nothing readable.
        var lastUpdated: Date?
        /// Seconds before the data may change (0: it changes all the time).
        var ttl: Int
        /// `1.1`, `2.3`, `3.0`…; nil before 1.1 and in some GBFS-like feeds.
        var version: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            data = try container.decode(Payload.self, forKey: "data")
            // Vélib' writes `lastUpdatedOther` for the member every version calls `last_updated`.
            let hints = GBFSReadingHints.of(decoder)
            lastUpdated = container.gbfsTime("last_updated", hints) ?? container.gbfsTime("lastUpdatedOther", hints)
            ttl = max(0, container.looseInt("ttl") ?? 0)
            version = container.looseString("version")
        }
    }

    /// `gbfs.json`'s feeds: 3.0 lists them once, earlier versions once per language.
    struct Discovery: Decodable {
        /// Each language's feed list (3.0's single list under the empty language).
        var feedsByLanguage: [String: [Feed]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            if let feeds = try container.decodeIfPresent([Feed].self, forKey: "feeds") {
                feedsByLanguage = ["": feeds]
                return
            }
            var byLanguage: [String: [Feed]] = [:]
            for key in container.allKeys {
                let language = try container.nestedContainer(keyedBy: DecodingKey.self, forKey: key)
                byLanguage[key.stringValue] = try language.decode([Feed].self, forKey: "feeds")
            }
            feedsByLanguage = byLanguage
        }
    }

    struct Feed: Decodable {
        var name: String
        var url: String
    }

    /// A list of records, each of which either decoded or left a reason: one bad station never sinks a feed.
    struct Records<Record: Decodable & Sendable>: Decodable, Sendable {
        var records: [Record]
        /// Why each record that did not decode failed, as a coding path.
        var failures: [String]

        init(from decoder: any Decoder) throws {
            var records: [Record] = []
            var failures: [String] = []
            for attempt in try [DecodingAttempt<Record>](from: decoder) {
                switch attempt.result {
                case .success(let record): records.append(record)
                case .failure(let error): failures.append(error.shortReason)
                }
            }
            self.records = records
            self.failures = failures
        }
    }

    struct StationInformationData: Decodable, Sendable {
        var stations: Records<StationInformation>
    }

    struct StationInformation: Decodable, Sendable {
        var id: String
        var name: GBFSText
        var shortName: GBFSText?
        var latitude: Double
        var longitude: Double
        var capacity: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try GBFSWire.stationID(container, decoder)
            name = try container.decode(GBFSText.self, forKey: "name")
            shortName = try? container.decodeIfPresent(GBFSText.self, forKey: "short_name")
            latitude = try container.decode(Double.self, forKey: "lat")
            longitude = try container.decode(Double.self, forKey: "lon")
            capacity = container.looseInt("capacity")
        }
    }

    struct StationStatusData: Decodable, Sendable {
        var stations: Records<StationStatus>
    }

    struct StationStatus: Decodable, Sendable {
        var id: String
        /// `num_bikes_available` (1.x, 2.x) or `num_vehicles_available` (3.0).
        var vehicles: Int
        var docks: Int?
        var installed: Bool
        var renting: Bool
        var returning: Bool
        var lastReported: Date?
        /// Count per vehicle type id: 2.1+'s `vehicle_types_available`.
        var vehicleTypes: [String: Int]?
        /// Count per kind as GBFS-like feeds write it (`{"mechanical": 6, "ebike": 5}`, or as a list of such objects).
        var kinds: [String: Int]?
        /// Motivate's 1.x `num_ebikes_available`.
        var eBikes: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try GBFSWire.stationID(container, decoder)
            guard let vehicles = container.looseInt("num_bikes_available") ?? container.looseInt("num_vehicles_available")
            else {
                throw DecodingError.keyNotFound(
                    DecodingKey("num_bikes_available"),
                    .init(codingPath: container.codingPath, debugDescription: "no vehicle count"))
            }
            self.vehicles = vehicles
            docks = container.looseInt("num_docks_available")
            // Required members in every version; a feed that leaves them out means the usual case.
            let hints = GBFSReadingHints.of(decoder)
            installed = container.gbfsFlag("is_installed", hints) ?? true
            renting = container.gbfsFlag("is_renting", hints) ?? true
            returning = container.gbfsFlag("is_returning", hints) ?? true
            lastReported = container.gbfsTime("last_reported", hints)
            if let types = try? container.decodeIfPresent([VehicleTypeCount].self, forKey: "vehicle_types_available") {
                vehicleTypes = Dictionary(types.map { ($0.id, $0.count) }, uniquingKeysWith: +)
            }
            let kindsKey: DecodingKey = "num_bikes_available_types"
            kinds = hints.read(
                kindsKey.stringValue,
                [
                    { (try? container.decodeIfPresent([String: Int].self, forKey: kindsKey)) ?? nil },
                    {
                        (try? container.decodeIfPresent([[String: Int]].self, forKey: kindsKey)).flatMap { list in
                            list?.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) }
                        }
                    },
                ])
            eBikes = container.looseInt("num_ebikes_available")
        }
    }

    struct VehicleTypeCount: Decodable {
        var id: String
        var count: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try container.decode(String.self, forKey: "vehicle_type_id")
            count = container.looseInt("count") ?? 0
        }
    }

    struct VehicleTypesData: Decodable {
        var vehicleTypes: Records<VehicleType>

        enum CodingKeys: String, CodingKey { case vehicleTypes = "vehicle_types" }
    }

    struct VehicleType: Decodable, Sendable {
        var id: String
        var formFactor: String
        var propulsion: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try container.decode(String.self, forKey: "vehicle_type_id")
            formFactor = container.looseString("form_factor") ?? "other"
            propulsion = container.looseString("propulsion_type") ?? "human"
        }
    }

    struct SystemInformation: Decodable, Sendable {
        var name: GBFSText?
        var timeZone: String?
        var operatorName: GBFSText?
        var website: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            name = try? container.decodeIfPresent(GBFSText.self, forKey: "name")
            timeZone = container.looseString("timezone")
            operatorName = try? container.decodeIfPresent(GBFSText.self, forKey: "operator")
            website = container.looseString("url")
        }
    }

    struct SystemAlertsData: Decodable, Sendable {
        var alerts: Records<SystemAlert>
    }

    struct SystemAlert: Decodable, Sendable {
        var id: String
        var summary: GBFSText
        var description: GBFSText?
        var stationIDs: [String]
        var periods: [AlertTime]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            id = try GBFSWire.requiredText(container, "alert_id", GBFSReadingHints.of(decoder))
            summary = try container.decode(GBFSText.self, forKey: "summary")
            description = try? container.decodeIfPresent(GBFSText.self, forKey: "description")
            let stations = (try? container.decodeIfPresent([LooseID].self, forKey: "station_ids")) ?? nil
            stationIDs = (stations ?? []).map(\.value)
            let times = (try? container.decodeIfPresent([AlertTime].self, forKey: "times")) ?? nil
            periods = times ?? []
        }
    }

    struct AlertTime: Decodable, Sendable {
        var start: Date?
        var end: Date?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            let hints = GBFSReadingHints.of(decoder)
            start = container.gbfsTime("start", hints)
            end = container.gbfsTime("end", hints)
        }
    }

    /// An id written as a string or, in GBFS-like feeds (Vélib', Bicing), as an integer.
    struct LooseID: Decodable {
        var value: String

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let text = try? single.decode(String.self) {
                value = text
            } else {
                value = String(try single.decode(Int.self))
            }
        }
    }

    /// `station_id` as text, whether written as a string or an integer.
    static func stationID(_ container: KeyedDecodingContainer<DecodingKey>, _ decoder: any Decoder) throws -> String {
        try requiredText(container, "station_id", GBFSReadingHints.of(decoder))
    }

    /// The text under `key`, written as a string or an integer; a record without it does not decode.
    static func requiredText(
        _ container: KeyedDecodingContainer<DecodingKey>, _ key: DecodingKey, _ hints: GBFSReadingHints
    ) throws -> String {
        guard let text = container.gbfsText(key, hints) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: container.codingPath, debugDescription: "no \(key.stringValue)"))
        }
        return text
    }
}
