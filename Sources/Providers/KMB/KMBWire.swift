import Foundation
import HongKongBus
import NextStopCore

/// KMB's record shapes, quirks included (API-NOTES §KMB); `KMBWire+Core.swift` maps them to core types.
enum KMBWire {
    /// A `/route` record: one route variant.
    struct RouteRecord: Decodable, Sendable {
        let route: String
        let direction: Direction
        let serviceType: Int
        let origin: LocalizedText
        let destination: LocalizedText

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            direction = try record.decode(Direction.self, forKey: "bound")
            serviceType = try record.decodeLenient(Int.self, forKey: "service_type")
            origin = try record.decodeLocalizedText("orig")
            destination = try record.decodeLocalizedText("dest")
        }
    }

    /// A `/stop` or `/stop/{stop}` record.
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

    /// A `/route-stop` record: the stop at one position of a route variant.
    struct RouteStopRecord: Decodable, Sendable {
        let route: String
        let direction: Direction
        let serviceType: Int
        let sequence: Int
        let stopID: String

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            direction = try record.decode(Direction.self, forKey: "bound")
            serviceType = try record.decodeLenient(Int.self, forKey: "service_type")
            sequence = try record.decodeLenient(Int.self, forKey: "seq")
            stopID = try record.decode(String.self, forKey: "stop")
        }
    }

    /// An `/eta` or `/stop-eta` row. Its direction key is `dir`, not `bound`; `eta` is null after the final bus
    /// and while ETAs are suspended (API-NOTES §KMB 3).
    struct ETARecord: Decodable, Sendable {
        let route: String
        let direction: Direction
        let serviceType: Int
        let sequence: Int
        let destination: LocalizedText
        let etaSequence: Int
        let eta: Date?
        let remark: LocalizedText
        let dataTimestamp: Date?

        init(from decoder: any Decoder) throws {
            let record = try decoder.container(keyedBy: DecodingKey.self)
            route = try record.decode(String.self, forKey: "route")
            direction = try record.decode(Direction.self, forKey: "dir")
            serviceType = try record.decodeLenient(Int.self, forKey: "service_type")
            sequence = try record.decodeLenient(Int.self, forKey: "seq")
            destination = try record.decodeLocalizedText("dest")
            etaSequence = try record.decodeLenient(Int.self, forKey: "eta_seq")
            eta = try record.decodeTimestampIfPresent(forKey: "eta")
            remark = try record.decodeLocalizedText("rmk")
            dataTimestamp = try record.decodeTimestampIfPresent(forKey: "data_timestamp")
        }
    }
}
