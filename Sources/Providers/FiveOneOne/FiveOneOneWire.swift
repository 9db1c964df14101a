import Foundation

/// 511's SIRI StopMonitoring JSON, as it really comes (API-NOTES §Caltrain, 511 SIRI): with or without the `Siri`
/// wrapper, the delivery an object or a list, numbers and booleans as strings, `""` for absent, and
/// `MonitoredStopVisit` missing or `[]` for a stop with nothing due.
enum FiveOneOneWire {
    /// The whole answer: the visits of every delivery, and the delivery's `ResponseTimestamp`.
    struct StopMonitoring: Decodable {
        let responseTimestamp: Date?
        let visits: [StopVisit]

        init(from decoder: any Decoder) throws {
            var container = try decoder.container(keyedBy: DecodingKey.self)
            if container.contains("Siri") {
                container = try container.nestedContainer(keyedBy: DecodingKey.self, forKey: "Siri")
            }
            let service = try container.nestedContainer(keyedBy: DecodingKey.self, forKey: "ServiceDelivery")
            responseTimestamp = service.looseTimestamp("ResponseTimestamp")
            visits = service.oneOrMany(Delivery.self, "StopMonitoringDelivery").flatMap(\.visits)
        }
    }

    struct Delivery: Decodable {
        let visits: [StopVisit]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            visits = container.oneOrMany(StopVisit.self, "MonitoredStopVisit")
        }
    }

    /// One train's call at one stop.
    struct StopVisit: Decodable {
        /// `DatedVehicleJourneyRef`, else `VehicleRef`: the train number.
        let trainNumber: String
        /// `DataFrameRef`: the service date, `2026-08-17`.
        let dataFrameRef: String?
        let stopPointRef: String
        let aimedArrival: Date?
        let expectedArrival: Date?
        let aimedDeparture: Date?
        let expectedDeparture: Date?

        init(from decoder: any Decoder) throws {
            let visit = try decoder.container(keyedBy: DecodingKey.self)
            let journey = try visit.nestedContainer(keyedBy: DecodingKey.self, forKey: "MonitoredVehicleJourney")
            let framed = try? journey.nestedContainer(keyedBy: DecodingKey.self, forKey: "FramedVehicleJourneyRef")
            let call = try journey.nestedContainer(keyedBy: DecodingKey.self, forKey: "MonitoredCall")
            guard let number = framed?.looseString("DatedVehicleJourneyRef") ?? journey.looseString("VehicleRef") else {
                throw DecodingError.keyNotFound(
                    DecodingKey("VehicleRef"), .init(codingPath: journey.codingPath, debugDescription: "no train number"))
            }
            guard let stop = call.looseString("StopPointRef") ?? visit.looseString("MonitoringRef") else {
                throw DecodingError.keyNotFound(
                    DecodingKey("StopPointRef"), .init(codingPath: call.codingPath, debugDescription: "no stop"))
            }
            trainNumber = number
            dataFrameRef = framed?.looseString("DataFrameRef")
            stopPointRef = stop
            // RecordedAtTime is not read: it has been 1970-01-01T00:00:00Z (API-NOTES §Caltrain 3).
            aimedArrival = call.looseTimestamp("AimedArrivalTime")
            expectedArrival = call.looseTimestamp("ExpectedArrivalTime")
            aimedDeparture = call.looseTimestamp("AimedDepartureTime")
            expectedDeparture = call.looseTimestamp("ExpectedDepartureTime")
        }
    }
}
