import Foundation
import HongKongBus
import NextStopCore

/// Citybus's record shapes, quirks included (API-NOTES §Citybus); `CitybusWire+Core.swift` maps them to core
/// types.
enum CitybusWire {
    /// A `/route/CTB` record: one route number with no direction; origin to destination is outbound
    /// (API-NOTES §Citybus 1).
    struct RouteRecord: Decodable, Sendable {
        let route: String
        let origin: LocalizedText
        let destination: LocalizedText

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            origin = try record.decodeLocalizedText("orig")
            destination = try record.decodeLocalizedText("dest")
        }
    }

    /// A `/route-stop/CTB/{route}/{direction}` record.
    struct RouteStopRecord: Decodable, Sendable {
        let route: String
        let direction: Direction
        let sequence: Int
        let stopID: String

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            direction = try record.decode(Direction.self, forKey: "dir")
            sequence = try record.decodeLenient(Int.self, forKey: "seq")
            stopID = try record.decode(String.self, forKey: "stop")
        }
    }

    /// A `/stop/{stop}` record; coordinates are strings with 12 decimals (API-NOTES §Citybus 6).
    struct StopRecord: Decodable, Sendable {
        let id: String
        let name: LocalizedText
        let coordinate: Coordinate

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            id = try record.decode(String.self, forKey: "stop")
            name = try record.decodeLocalizedText("name")
            coordinate = try record.decodeCoordinate()
        }
    }

    /// An `/eta/CTB/{stop}/{route}` row: it names its stop and has no service type (API-NOTES §Citybus 5).
    struct ETARecord: Decodable, Sendable {
        let route: String
        let direction: Direction
        let sequence: Int
        let stopID: String?
        let destination: LocalizedText
        let etaSequence: Int
        let eta: Date?
        let remark: LocalizedText
        let dataTimestamp: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            direction = try record.decode(Direction.self, forKey: "dir")
            sequence = try record.decodeLenient(Int.self, forKey: "seq")
            stopID = try record.decodeIfPresent(String.self, forKey: "stop")
            destination = try record.decodeLocalizedText("dest")
            etaSequence = try record.decodeLenient(Int.self, forKey: "eta_seq")
            eta = try record.decodeTimestampIfPresent(forKey: "eta")
            remark = try record.decodeLocalizedText("rmk")
            dataTimestamp = try record.decodeTimestampIfPresent(forKey: "data_timestamp")
        }
    }
}
