import Foundation
import NextStopCore
import NextStopTestSupport
import Simulator
import Testing

/// KMB's endpoints over loopback HTTP: real paths, real shapes, real quirks (API-NOTES §KMB).
@Suite struct NetworkIndexKMBTests {
    let network = TestNetworks.tiny

    @Test func routeListHasTheEnvelopeAndStringFields() async throws {
        try await SimulatorHarness.with { simulator in
            // When fetching /route
            let object = try SimulatorHarness.object(of: try await simulator.kmb("route"))

            // Then the envelope is KMB's and every variant is listed with string service types
            #expect(object["type"] as? String == "RouteList")
            #expect(object["version"] as? String == "1.0")
            #expect((object["generated_timestamp"] as? String)?.hasSuffix("+08:00") == true)
            let records = try #require(object["data"] as? [[String: Any]])
            #expect(records.count == network.kmbVariants.count)
            #expect(records.allSatisfy { $0["service_type"] is String && $0["bound"] is String })
            let first = try #require(records.first)
            let variant = network.kmbVariants[0]
            #expect(first["route"] as? String == variant.route)
            #expect(first["orig_tc"] as? String == variant.origin.tc)
            #expect(first["dest_sc"] as? String == variant.destination.sc)
        }
    }

    @Test func stopListHasStringCoordinatesAndLeavesMissingStopsOut() async throws {
        try await SimulatorHarness.with { simulator in
            // When fetching /stop
            let records = try await simulator.kmbRecords("stop")

            // Then coordinates are strings that read back exactly, and missing stops are absent
            #expect(records.count == network.kmbStops.count)
            let stop = network.kmbStops[0]
            let record = try #require(records.first { $0["stop"] as? String == stop.id })
            #expect((record["lat"] as? String).flatMap(Double.init) == stop.coordinate.latitude)
            #expect((record["long"] as? String).flatMap(Double.init) == stop.coordinate.longitude)
            #expect(record["name_en"] as? String == stop.name.en)
            let ids = Set(records.compactMap { $0["stop"] as? String })
            #expect(ids.isDisjoint(with: network.missingKMBStopIDs))
        }
    }

    @Test func routeStopListHasStringSequencesAndBothRecordStyles() async throws {
        try await SimulatorHarness.with { simulator in
            // When fetching /route-stop
            let records = try await simulator.kmbRecords("route-stop")

            // Then seq is a string, missing stops still appear, and older records (with co and data_timestamp)
            // mix with newer ones (API-NOTES §KMB 1, 2, 7)
            #expect(records.count == network.kmbRouteStopCount)
            #expect(records.allSatisfy { $0["seq"] is String && $0["service_type"] is String })
            let ids = Set(records.compactMap { $0["stop"] as? String })
            #expect(network.missingKMBStopIDs.isSubset(of: ids))
            let older = records.filter { $0["co"] as? String == "KMB" && $0["data_timestamp"] is String }
            #expect(!older.isEmpty)
            #expect(older.count < records.count)
            #expect(records.allSatisfy { ($0["co"] == nil) == ($0["data_timestamp"] == nil) })
        }
    }

    @Test func oneStopAndUnknownStops() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a listed stop and a stop missing from /stop
            let stop = network.kmbStops[0]
            let missing = try #require(network.missingKMBStopIDs.first)

            // When fetching each
            let known = try #require(try await simulator.kmbData("stop/\(stop.id)") as? [String: Any])
            let absent = try #require(try await simulator.kmbData("stop/\(missing)") as? [String: Any])
            let unknown = try #require(try await simulator.kmbData("stop/0000000000000000") as? [String: Any])

            // Then the listed one is an object, the others 200 with data: {} (API-NOTES §KMB 5)
            #expect(known["stop"] as? String == stop.id)
            #expect(absent.isEmpty)
            #expect(unknown.isEmpty)
        }
    }

    @Test func oneVariantsStopsInOrder() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a variant with a service type other than 1
            let variant = try #require(network.kmbVariants.first { $0.serviceType > 1 })
            let path = "route-stop/\(variant.route)/\(variant.direction.pathComponent)/\(variant.serviceType)"

            // When fetching its stops
            let records = try await simulator.kmbRecords(path)

            // Then they come in sequence order, numbered from "1"
            #expect(records.compactMap { $0["stop"] as? String } == variant.stopIDs)
            #expect(records.compactMap { $0["seq"] as? String } == variant.stopIDs.indices.map { String($0 + 1) })
        }
    }

    @Test func wrongArgumentsAnswerAnEmptyList() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a stop and a route that serves it
            let variant = try #require(network.dayVariant())
            let stop = variant.stopIDs[1]

            // When the arguments are swapped or the service type is unknown
            let swapped = try await simulator.kmbData("eta/\(variant.route)/\(stop)/1")
            let unknownType = try await simulator.kmbData("route-stop/\(variant.route)/outbound/9")
            let textType = try await simulator.kmbData("eta/\(stop)/\(variant.route)/x")

            // Then each is 200 with data: [] (API-NOTES §KMB 5)
            #expect((swapped as? [Any])?.isEmpty == true)
            #expect((unknownType as? [Any])?.isEmpty == true)
            #expect((textType as? [Any])?.isEmpty == true)
        }
    }

    @Test(arguments: ["eta/STOP/1A", "stop-eta", "route-eta/1A", "route-stop/1A/outbound", "route-stop/1A/sideways/1"])
    func missingParametersAre422(path: String) async throws {
        try await SimulatorHarness.with { simulator in
            // When a parameter is missing or invalid
            let response = try await simulator.kmb(path)

            // Then the answer is KMB's 422
            #expect(response.status == 422)
            let object = try SimulatorHarness.object(of: response)
            #expect(object["code"] as? String == "422")
            #expect(object["message"] as? String == "Invalid/Missing parameter(s)")
        }
    }

    @Test func arrivalRowsHaveNumbersAndHongKongTimes() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a day route's stop at ten in the morning
            let variant = try #require(network.dayVariant())
            let stop = variant.stopIDs[1]

            // When fetching its arrivals
            let rows = try await simulator.kmbRecords("eta/\(stop)/\(variant.route)/1")

            // Then seq, service_type and eta_seq are numbers, and up to three buses come per direction and position
            let own = rows.filter { $0["dir"] as? String == variant.direction.rawValue && $0["seq"] as? Int == 2 }
            #expect((1...3).contains(own.count))
            #expect(own.compactMap { $0["eta_seq"] as? Int } == Array(1...own.count))
            #expect(rows.allSatisfy { $0["service_type"] as? Int == 1 && $0["co"] as? String == "KMB" })
            #expect(own.allSatisfy { ($0["eta"] as? String)?.hasSuffix("+08:00") == true })
            #expect(own.allSatisfy { $0["rmk_en"] is String && $0["rmk_tc"] is String && $0["rmk_sc"] is String })
            #expect(rows.allSatisfy { $0["stop"] == nil })
        }
    }

    @Test func arrivalsComeCloserAsTheClockAdvances() async throws {
        let clock = ManualTimeSource(now: TestNetworks.morning)
        try await SimulatorHarness.with(clock: clock) { simulator in
            // Given the next bus at a stop
            let variant = try #require(network.dayVariant())
            let path = "eta/\(variant.stopIDs[2])/\(variant.route)/1"
            let before = try #require(try await simulator.kmbRecords(path).first { $0["eta_seq"] as? Int == 1 })
            let eta = try #require(before["eta"] as? String)

            // When a minute passes
            clock.advance(by: 60)
            let after = try #require(try await simulator.kmbRecords(path).first { $0["eta_seq"] as? Int == 1 })

            // Then the same bus is reported, a minute closer, under a newer timestamp
            #expect(after["eta"] as? String == eta)
            #expect(after["data_timestamp"] as? String != before["data_timestamp"] as? String)
        }
    }

    @Test func afterTheLastBusTheRowSaysSoWithoutATime() async throws {
        try await SimulatorHarness.with(clock: ManualTimeSource(now: TestNetworks.smallHours)) { simulator in
            // Given a day route at three in the morning
            let variant = try #require(network.dayVariant())

            // When fetching its arrivals
            let rows = try await simulator.kmbRecords("eta/\(variant.stopIDs[1])/\(variant.route)/1")

            // Then one row says the final bus has departed, with eta null
            let row = try #require(rows.first { $0["dir"] as? String == variant.direction.rawValue })
            #expect(row["eta"] is NSNull)
            #expect(row["rmk_en"] as? String == "The final bus has departed from this stop")
            #expect(row["rmk_tc"] as? String == "最後班次已過")
        }
    }

    @Test func suspendedArrivalsHaveNoTime() async throws {
        try await SimulatorHarness.with(operators: SimulatedOperators.Options(arrivalsSuspended: true)) { simulator in
            // Given arrivals suspended, as in a typhoon
            let variant = try #require(network.dayVariant())

            // When fetching a stop's arrivals
            let rows = try await simulator.kmbRecords("stop-eta/\(variant.stopIDs[1])")

            // Then every row reads "ETA service suspended" with eta null
            #expect(!rows.isEmpty)
            #expect(rows.allSatisfy { $0["eta"] is NSNull && $0["rmk_tc"] as? String == "暫停預報" })
        }
    }

    @Test func stopArrivalsCoverEveryRouteAndPositionAtTheStop() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a stop that one variant visits twice
            let variant = try #require(network.repeatedStopVariant)
            let stop = try #require(variant.stopIDs.first { id in variant.stopIDs.filter { $0 == id }.count > 1 })
            let positions = variant.stopIDs.indices.filter { variant.stopIDs[$0] == stop }

            // When fetching /stop-eta for it
            let rows = try await simulator.kmbRecords("stop-eta/\(stop)")

            // Then the variant shows at both positions, and every variant visiting the stop is present
            let own = rows.filter {
                $0["route"] as? String == variant.route && $0["dir"] as? String == variant.direction.rawValue
                    && $0["service_type"] as? Int == variant.serviceType
            }
            #expect(Set(own.compactMap { $0["seq"] as? Int }) == Set(positions.map { $0 + 1 }))
            let expected = Set(network.kmbVariants.filter { $0.stopIDs.contains(stop) }.map(\.key.description))
            let served = Set(
                rows.compactMap { row -> String? in
                    guard let route = row["route"] as? String, let dir = row["dir"] as? String,
                        let type = row["service_type"] as? Int
                    else { return nil }
                    return "KMB:\(route):\(dir):\(type)"
                })
            #expect(served == expected)
        }
    }

    @Test func routeArrivalsCoverEveryStopOfBothDirections() async throws {
        try await SimulatorHarness.with { simulator in
            // Given a route with both directions
            let route = try #require(network.jointRouteNumbers.first)
            let variants = network.kmbVariants.filter { $0.route == route && $0.serviceType == 1 }

            // When fetching /route-eta
            let rows = try await simulator.kmbRecords("route-eta/\(route)/1")

            // Then every (direction, seq) appears
            let served = Set(
                rows.compactMap { row in
                    (row["seq"] as? Int).map { "\(row["dir"] as? String ?? "")\($0)" }
                })
            let expected = Set(
                variants.flatMap { variant in
                    variant.stopIDs.indices.map { "\(variant.direction.rawValue)\($0 + 1)" }
                })
            #expect(served == expected)
        }
    }
}
