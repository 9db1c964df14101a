import Foundation
import NextStopCore
import Simulator
import Testing

@Suite struct StopsTests {
    let stops = ParsedFeed.standard["stops.txt"]

    @Test func thirtyOneStationsInLineOrder() {
        let stations = stops.rows.filter { $0["location_type"] == "1" }
        #expect(stations.count == 31)
        let names = stations.map { $0["stop_name"] ?? "" }
        #expect(names.first == "San Francisco Caltrain Station")
        #expect(names.last == "Gilroy Caltrain Station")
        #expect(
            Array(names.suffix(6))
                == ["Tamien", "Capitol", "Blossom Hill", "Morgan Hill", "San Martin", "Gilroy"].map { "\($0) Caltrain Station" })
        #expect(Set(stations.map { $0["stop_id"] ?? "" }).count == 31)
        #expect(stations.allSatisfy { Int($0["stop_id"] ?? "") == nil }, "station ids are slugs")
        #expect(stations.contains { $0["stop_id"] == "sj_diridon" })
    }

    @Test func everyStationHasANorthboundAndASouthboundPlatform() {
        let platforms = stops.rows.filter { $0["location_type"] == "0" }
        let byParent = Dictionary(grouping: platforms) { $0["parent_station"] ?? "" }
        #expect(byParent.count == 31)
        for (parent, pair) in byParent {
            #expect(pair.map { $0["platform_code"] ?? "" }.sorted() == ["NB", "SB"], "\(parent)")
        }
    }

    @Test func platformIDsFollowTheBaseTimesTenRule() throws {
        let platforms = stops.rows.filter { $0["location_type"] == "0" && $0["parent_station"] != "stanford" }
        #expect(platforms.count == 60)
        let ids = platforms.compactMap { Int($0["stop_id"] ?? "") }
        #expect(ids.count == 60, "numeric platform ids")
        for platform in platforms {
            let id = try #require(Int(platform["stop_id"] ?? ""))
            #expect(id / 100_000 == 0 && id / 10 >= 7_001 && id / 10 <= 7_032)
            #expect(id % 10 == (platform["platform_code"] == "NB" ? 1 : 2), "\(id)")
        }
        let sibling = Dictionary(grouping: ids) { $0 / 10 }
        #expect(sibling.values.allSatisfy { $0.count == 2 }, "both platforms share the base")
        let named = Dictionary(uniqueKeysWithValues: platforms.map { ($0["stop_id"] ?? "", $0["stop_name"] ?? "") })
        let expected = [
            "70011": "San Francisco", "70022": "22nd Street", "70071": "Broadway", "70102": "Hayward Park",
            "70211": "Mountain View", "70252": "College Park", "70261": "San Jose Diridon", "70272": "Tamien",
        ]
        for (id, station) in expected {
            #expect(named[id]?.hasPrefix(station + " Caltrain Station") == true, "\(id)")
        }
    }

    @Test func stanfordHasItsOwnPlatformIDs() {
        let stanford = stops.rows.filter { $0["parent_station"] == "stanford" && $0["location_type"] == "0" }
        #expect(Set(stanford.map { $0["stop_id"] ?? "" }) == ["2537740", "2537744"])
        #expect(stanford.first { $0["stop_id"] == "2537740" }?["platform_code"] == "NB")
    }

    @Test func elevatorsBelongToStations() {
        let elevators = stops.rows.filter { $0["location_type"] == "2" }
        let stationIDs = Set(stops.rows.filter { $0["location_type"] == "1" }.map { $0["stop_id"] ?? "" })
        #expect(elevators.count >= 3)
        #expect(elevators.contains { $0["stop_id"] == "BAY-01-SB" })
        #expect(elevators.allSatisfy { stationIDs.contains($0["parent_station"] ?? "") })
    }

    @Test func coordinatesLieAlongThePeninsulaFromNorthToSouth() throws {
        let stations = stops.rows.filter { $0["location_type"] == "1" }
        let latitudes = try stations.map { try #require(Double($0["stop_lat"] ?? "")) }
        let longitudes = try stations.map { try #require(Double($0["stop_lon"] ?? "")) }
        #expect(latitudes.allSatisfy { (36.9...37.8).contains($0) })
        #expect(longitudes.allSatisfy { (-122.5 ... -121.5).contains($0) })
        #expect(zip(latitudes, latitudes.dropFirst()).allSatisfy { $0 > $1 }, "line order runs south")
    }

    @Test func stationDescriptionsAreQuotedBecauseTheyHoldACommaAndReadBackWhole() throws {
        let sanFrancisco = try #require(stops.rows.first { $0["stop_id"] == "sf" })
        #expect(sanFrancisco["stop_desc"] == "San Francisco, San Francisco County")
        let text = String(decoding: try #require(ParsedFeed.standard.feed.files["stops.txt"]), as: UTF8.self)
        #expect(text.contains("\"San Francisco, San Francisco County\""))
        #expect(stops.widths.allSatisfy { $0 == stops.header.count }, "no row split on the comma")
    }

    @Test func transfersJoinPlatformsThatExist() {
        let transfers = ParsedFeed.standard["transfers.txt"].rows
        let ids = Set(stops.column("stop_id"))
        #expect(transfers.contains { $0["from_stop_id"] == "70261" && $0["to_stop_id"] == "70261" && $0["transfer_type"] == "1" })
        #expect(transfers.allSatisfy { ids.contains($0["from_stop_id"] ?? "") && ids.contains($0["to_stop_id"] ?? "") })
    }
}
