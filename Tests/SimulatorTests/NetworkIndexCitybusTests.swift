import Foundation
import HongKongBus
import NextStopCore
import Simulator
import Testing

/// Citybus's endpoints over loopback HTTP: real paths, real shapes, real quirks (API-NOTES §Citybus).
@Suite struct NetworkIndexCitybusTests {
    let network = TestNetworks.tiny

    @Test func routeListHasOneRecordPerRouteNumberWithoutDirection() async throws {
        try await SimulatorHarness.with { simulator in
            // When fetching /route/CTB
            let object = try SimulatorHarness.object(of: try await simulator.citybus("route/CTB"))

            // Then every route number appears once, version 2.0, with no direction and the outbound ends
            #expect(object["type"] as? String == "RouteList")
            #expect(object["version"] as? String == "2.0")
            let records = try #require(object["data"] as? [[String: Any]])
            #expect(records.compactMap { $0["route"] as? String } == network.citybusRoutes.map(\.route))
            #expect(records.allSatisfy { $0["co"] as? String == "CTB" && $0["dir"] == nil && $0["bound"] == nil })
            #expect(records.allSatisfy { $0["data_timestamp"] is String })
            let route = network.citybusRoutes[0]
            #expect(records[0]["orig_en"] as? String == route.origin.en)
            #expect(records[0]["dest_tc"] as? String == route.destination.tc)
        }
    }

    @Test func routeStopsHaveNumericSequencesPerDirection() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a route running both directions
            let route = try #require(network.citybusRoutes.first { !$0.inboundStopIDs.isEmpty })

            for direction in Direction.allCases {
                // When fetching each direction's stops
                let path = "route-stop/CTB/\(route.route)/\(direction.pathComponent)"
                let records = try await simulator.citybusRecords(path)

                // Then seq is a number from 1, dir the direction's letter, and the stops the route's
                #expect(records.compactMap { $0["stop"] as? String } == route.stopIDs(direction))
                #expect(records.compactMap { $0["seq"] as? Int } == Array(1...route.stopIDs(direction).count))
                #expect(records.allSatisfy { $0["dir"] as? String == direction.rawValue })
                #expect(records.allSatisfy { $0["co"] as? String == "CTB" && $0["data_timestamp"] is String })
            }
        }
    }

    @Test func directionsWithoutStopsAndUnknownRoutesAnswerEmptyLists() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a one-direction route and a route without stops
            let routes = network.citybusRoutes
            let oneWay = try #require(routes.first { !$0.outboundStopIDs.isEmpty && $0.inboundStopIDs.isEmpty })
            let empty = try #require(routes.first { $0.outboundStopIDs.isEmpty && $0.inboundStopIDs.isEmpty })

            // When asking for the directions they do not run, and for an unknown route
            let paths = [
                "route-stop/CTB/\(oneWay.route)/inbound", "route-stop/CTB/\(empty.route)/outbound",
                "route-stop/CTB/\(empty.route)/inbound", "route-stop/CTB/ZZ9/outbound",
            ]

            // Then each is 200 with data: []
            for path in paths {
                #expect(try await simulator.citybusRecords(path).isEmpty, "\(path)")
            }
        }
    }

    @Test func stopHasTwelveDecimalCoordinateStrings() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a Citybus stop
            let stop = network.citybusStops[0]

            // When fetching it, and an unknown one
            let record = try #require(try await simulator.citybusData("stop/\(stop.id)") as? [String: Any])
            let unknown = try #require(try await simulator.citybusData("stop/999999") as? [String: Any])

            // Then lat and long are strings with 12 decimals that read back as the stop's coordinate
            let latitude = try #require(record["lat"] as? String)
            #expect(latitude.split(separator: ".").last?.count == 12)
            #expect(Double(latitude) == stop.coordinate.latitude)
            #expect((record["long"] as? String).flatMap(Double.init) == stop.coordinate.longitude)
            #expect(record["name_sc"] as? String == stop.name.sc)
            #expect(unknown.isEmpty)
        }
    }

    @Test func arrivalsNameTheStopAndHaveNoServiceType() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a stop of a route
            let route = try #require(network.citybusRoutes.first { !$0.isSpecial && !$0.inboundStopIDs.isEmpty })
            let stop = route.outboundStopIDs[1]

            // When fetching its arrivals, and those of a route that does not stop there
            let rows = try await simulator.citybusRecords("eta/CTB/\(stop)/\(route.route)")
            let unknown = try await simulator.citybusRecords("eta/CTB/\(stop)/ZZ9")

            // Then rows name the stop, carry seq and eta_seq as numbers and no service type
            #expect((1...3).contains(rows.count))
            #expect(rows.allSatisfy { $0["stop"] as? String == stop && $0["service_type"] == nil })
            #expect(rows.allSatisfy { $0["seq"] as? Int == 2 && $0["eta_seq"] is Int && $0["dir"] as? String == "O" })
            #expect(rows.allSatisfy { ($0["eta"] as? String)?.hasSuffix("+08:00") == true })
            #expect(rows.first?["dest_en"] as? String == route.destination.en)
            #expect(unknown.isEmpty)
        }
    }

    @Test func inboundArrivalsHeadForTheRouteOrigin() async throws {
        try await SimulatorHarness.with { simulator in
            // Given an inbound stop
            let route = try #require(network.citybusRoutes.first { !$0.isSpecial && !$0.inboundStopIDs.isEmpty })
            let stop = route.inboundStopIDs[1]

            // When fetching its arrivals
            let rows = try await simulator.citybusRecords("eta/CTB/\(stop)/\(route.route)")

            // Then they run inbound, towards the route record's origin (API-NOTES §Citybus 1)
            #expect(!rows.isEmpty)
            #expect(rows.allSatisfy { $0["dir"] as? String == "I" && $0["dest_tc"] as? String == route.origin.tc })
        }
    }

    @Test(arguments: ["route-stop/CTB/1", "eta/CTB/002403", "route/NWFB", "route-stop/CTB/1/up"])
    func missingParametersAre422(path: String) async throws {
        try await SimulatorHarness.with { simulator in
            let response = try await simulator.citybus(path)
            #expect(response.status == 422)
        }
    }
}

extension NetworkIndexCitybusTests {
    @Test func aTerminusReportsBothDirections() async throws {
        try await SimulatorHarness.with { simulator in
            // Given the first stop of a route running both directions, which is also where inbound ends
            let route = try #require(network.citybusRoutes.first { !$0.isSpecial && !$0.inboundStopIDs.isEmpty })
            let terminus = try #require(route.outboundStopIDs.first)
            #expect(route.inboundStopIDs.last == terminus)

            // When fetching its arrivals
            let rows = try await simulator.citybusRecords("eta/CTB/\(terminus)/\(route.route)")

            // Then rows of both directions come back, each at its own position (API-NOTES §Citybus 5)
            #expect(Set(rows.compactMap { $0["dir"] as? String }) == ["O", "I"])
            let inbound = rows.filter { $0["dir"] as? String == "I" }
            #expect(inbound.allSatisfy { $0["seq"] as? Int == route.inboundStopIDs.count })
        }
    }
}
