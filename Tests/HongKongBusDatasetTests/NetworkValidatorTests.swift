import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import HongKongBusDataset
@testable import NextStopDataset

@Suite struct NetworkValidatorTests {
    let rules = ValidationRules(minimumRoutes: 2, minimumStops: 2)

    /// Two KMB routes and one Citybus route over three stops in Hong Kong.
    var network: BusNetwork {
        BusNetwork(
            stops: [Build.stop(Build.kmbStopID(1)), Build.stop(Build.kmbStopID(2)), Build.stop("000001")],
            routes: [
                Build.route("KMB:1:O:1", [Build.kmbStopID(1), Build.kmbStopID(2)]),
                Build.route("KMB:1:I:1", [Build.kmbStopID(2), Build.kmbStopID(1)]),
                Build.route("CTB:1:O:1", ["000001"]),
            ])
    }

    var issues: AssemblyIssues {
        var issues = AssemblyIssues()
        issues.listedRoutes = 3
        return issues
    }

    func failed(_ network: BusNetwork, _ issues: AssemblyIssues, previous: BusNetworkSummary? = nil) -> [String] {
        NetworkValidator(rules: rules).checks(network: network, issues: issues, previous: previous).filter { !$0.passed }.map(
            \.name)
    }

    @Test func aSoundNetworkPassesEveryCheck() {
        #expect(failed(network, issues).isEmpty)
    }

    @Test func tooFewRoutesOrStopsFail() {
        let validator = NetworkValidator(rules: ValidationRules(minimumRoutes: 4, minimumStops: 4))

        let names = validator.checks(network: network, issues: issues, previous: nil).filter { !$0.passed }.map(\.name)

        #expect(names == ["minimum_routes", "minimum_stops"])
    }

    @Test func moreThanATenthOfRoutesWithoutStopsFails() {
        var issues = self.issues
        issues.listedRoutes = 10
        issues.routesWithoutStops = ["CTB:2:I:1"]
        #expect(failed(network, issues).isEmpty)

        issues.routesWithoutStops.append("CTB:3:I:1")
        #expect(failed(network, issues) == ["routes_without_stops"])
    }

    @Test func coordinatesOutsideHongKongOrNotFiniteFail() {
        var network = self.network
        network.stops[0].coordinate = Coordinate(latitude: 51.5, longitude: -0.12)
        #expect(failed(network, issues) == ["coordinates_in_bounds"])

        network.stops[0].coordinate = Coordinate(latitude: .infinity, longitude: 114.1)
        #expect(failed(network, issues) == ["coordinates_in_bounds"])
    }

    @Test func placeholderStopsAreNotCheckedForCoordinatesButAreCounted() {
        var network = self.network
        network.stops[1] = Stop.placeholder(id: Build.kmbStopID(2), company: .kmb)
        var issues = self.issues
        issues.missingStops = [Build.kmbStopID(2)]

        #expect(failed(network, issues) == ["placeholder_stops"])
    }

    @Test func missingNamesFail() {
        var network = self.network
        network.routes[0].destination.tc = ""
        #expect(failed(network, issues) == ["required_fields"])
    }

    @Test func unusedOrUndescribedStopsFail() {
        var network = self.network
        network.stops.append(Build.stop(Build.kmbStopID(9)))
        #expect(failed(network, issues) == ["every_stop_used_and_known"])
    }

    @Test func aMissingOperatorFails() {
        var network = self.network
        network.routes.removeLast()
        network.stops.removeLast()
        #expect(failed(network, issues) == ["companies_present"])
    }

    @Test func shrinkingMoreThanAFifthAgainstTheCurrentDatasetFails() {
        let previous = BusNetworkSummary(totalRoutes: 4, totalStops: 3, totalRouteStops: 6, companies: ["CTB", "KMB"])
        #expect(failed(network, issues, previous: previous) == ["routes_not_shrunk"])
    }

    @Test func tooManyRefusedRoutesFail() {
        var issues = self.issues
        issues.forbiddenRoutes = ["CTB:9:O:1", "CTB:9:I:1"]
        #expect(failed(network, issues) == ["unavailable_routes"])
    }
}
