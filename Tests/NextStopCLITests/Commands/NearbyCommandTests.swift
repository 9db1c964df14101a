import ArgumentParser
import HongKongBus
import NextStopCore
import Testing

@testable import NextStopCLI

/// `nextstop nearby`: what its flags accept, the one line a bad one gets, and a table that prints what it counts.
@Suite struct NearbyCommandTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try NearbyCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return NearbyCommand.message(for: error)
        }
    }

    @Test func negativeNumbersAreValuesNotFlags() throws {
        let command = try #require(try NearbyCommand.parseAsRoot(["--lat", "-33.86", "--lon", "-0.12"]) as? NearbyCommand)
        #expect(command.lat == -33.86 && command.lon == -0.12)
    }

    @Test func eachBadFlagIsNamedWithItsRange() {
        #expect(message(["--lat", "22.3", "--lon", "114.2", "--radius", "-5"]) == "--radius must be between 1 and 10000 metres")
        #expect(message(["--lat", "91", "--lon", "114.2"]) == "--lat must be between -90 and 90")
        #expect(message(["--lat", "22.3", "--lon", "-181"]) == "--lon must be between -180 and 180")
        #expect(message(["--lat", "22.3", "--lon", "114.2", "--limit", "0"]) == "--limit must be between 1 and 200")
        #expect(message(["--lat", "nan", "--lon", "114.2"]) == "--lat must be between -90 and 90")
    }

    @Test func theTableListsEveryStopItCounts() throws {
        let stops = (1...12).map { number in
            Stop(
                id: "0000\(number + 10)", company: .ctb, name: LocalizedText(en: "Stop \(number)", tc: "站", sc: "站"),
                coordinate: Coordinate(latitude: 22.3 + Double(number) * 0.0005, longitude: 114.2))
        }
        let network = TransitNetwork(BusNetwork(stops: stops, routes: []))
        let result = try network.nearby(Coordinate(latitude: 22.3, longitude: 114.2), radius: 1_000, limit: 12)
        let text = NearbyTable(answer: NearbyJSON(result, in: network), language: .english, withArrivals: false).text

        #expect(text.hasPrefix("within 1000 m of 22.3, 114.2: 12 stops, 0 routes"))
        #expect(text.split(separator: "\n").filter { $0.contains(" Stop ") }.count == 12)
    }

    @Test func nothingWithinThreeKilometresIsOutsideTheNetwork() throws {
        let network = TransitNetwork(BusNetwork(stops: [], routes: []))
        let far = try network.nearby(Coordinate(latitude: -33.86, longitude: 151.2))
        let near = try network.nearby(Coordinate(latitude: 22.3, longitude: 114.2), radius: 100)

        #expect(
            NearbyTable(answer: NearbyJSON(far, in: network), language: .english, withArrivals: false).text
                == "no stop within 3000 m of -33.86, 151.2: the place is outside Hong Kong's bus network")
        #expect(
            NearbyTable(answer: NearbyJSON(near, in: network), language: .english, withArrivals: false).text
                == "no stop within 100 m of 22.3, 114.2")
    }
}
