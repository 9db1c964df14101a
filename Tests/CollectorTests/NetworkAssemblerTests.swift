import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Collector

@Suite struct NetworkAssemblerTests {
    let a = Build.kmbStopID(0xA), b = Build.kmbStopID(0xB), c = Build.kmbStopID(0xC), unused = Build.kmbStopID(0xF)

    func summary(_ key: String) -> RouteSummary {
        RouteSummary(key: Build.routeKey(key), origin: Build.text("From"), destination: Build.text("To"))
    }

    func row(_ key: String, _ sequence: Int, _ stop: String) -> RouteStopRow {
        RouteStopRow(key: Build.routeKey(key), sequence: sequence, stopID: stop)
    }

    @Test func ordersStopsByNumericSequenceNotText() {
        let rows = (1...11).map { row("KMB:1:O:1", $0, $0 == 10 ? c : ($0 == 2 ? b : a)) }.shuffled()
        let data = OperatorData(
            routes: [summary("KMB:1:O:1")], routeStops: rows, stops: [Build.stop(a), Build.stop(b), Build.stop(c)])

        let (network, _) = NetworkAssembler.assemble([data])

        #expect(network.routes[0].stopIDs == [a, b, a, a, a, a, a, a, a, c, a])
    }

    @Test func keepsServiceTypesAsSeparateVariants() {
        let data = OperatorData(
            routes: [summary("KMB:1:O:1"), summary("KMB:1:O:2")],
            routeStops: [row("KMB:1:O:1", 1, a), row("KMB:1:O:1", 2, b), row("KMB:1:O:2", 1, a), row("KMB:1:O:2", 2, c)],
            stops: [Build.stop(a), Build.stop(b), Build.stop(c)])

        let (network, _) = NetworkAssembler.assemble([data])

        #expect(network.routes.map(\.key.description) == ["KMB:1:O:1", "KMB:1:O:2"])
        #expect(network.routes[1].stopIDs == [a, c])
    }

    @Test func keepsCircularRoutesAndRepeatedStopsByPosition() {
        let data = OperatorData(
            routes: [summary("KMB:11:O:1")],
            routeStops: [row("KMB:11:O:1", 1, a), row("KMB:11:O:1", 2, b), row("KMB:11:O:1", 3, b), row("KMB:11:O:1", 4, a)],
            stops: [Build.stop(a), Build.stop(b)])

        let (network, _) = NetworkAssembler.assemble([data])

        #expect(network.routes[0].stopIDs == [a, b, b, a])
        #expect(network.routes[0].isCircular)
    }

    @Test func emitsOnlyDirectionsWithStopsAndReportsTheRest() {
        let data = OperatorData(
            routes: [summary("CTB:8:O:1"), summary("CTB:8:I:1"), summary("CTB:9:O:1")],
            routeStops: [RouteStopRow(key: Build.routeKey("CTB:8:O:1"), sequence: 1, stopID: "000001")],
            stops: [Build.stop("000001")], forbiddenRoutes: ["CTB:9:O:1"])

        let (network, issues) = NetworkAssembler.assemble([data])

        #expect(network.routes.map(\.key.description) == ["CTB:8:O:1"])
        #expect(issues.routesWithoutStops == ["CTB:8:I:1"])
        #expect(issues.forbiddenRoutes == ["CTB:9:O:1"])
        #expect(issues.listedRoutes == 3)
    }

    @Test func missingStopBecomesAMarkedPlaceholderAndIsReported() {
        let data = OperatorData(
            routes: [summary("KMB:2:O:1")], routeStops: [row("KMB:2:O:1", 1, a), row("KMB:2:O:1", 2, b)], stops: [Build.stop(a)])

        let (network, issues) = NetworkAssembler.assemble([data])

        let placeholder = network.stops.first { $0.id == b }
        #expect(placeholder?.isPlaceholder == true)
        #expect(placeholder?.company == .kmb)
        #expect(issues.missingStops == [b])
    }

    @Test func dropsUnusedStopsAndRepeatedRows() {
        let data = OperatorData(
            routes: [summary("KMB:3:O:1")], routeStops: [row("KMB:3:O:1", 1, a), row("KMB:3:O:1", 1, a)],
            stops: [Build.stop(a), Build.stop(unused), Build.stop(a)])

        let (network, issues) = NetworkAssembler.assemble([data])

        #expect(network.stops.map(\.id) == [a])
        #expect(network.routes[0].stopIDs == [a])
        #expect(issues.unusedStops == 1)
        #expect(issues.duplicateRows == 2)
    }

    @Test func rowsOfUnlistedVariantsAreReportedNotGuessed() {
        let data = OperatorData(routes: [], routeStops: [row("KMB:4:O:3", 1, a)], stops: [Build.stop(a)])

        let (network, issues) = NetworkAssembler.assemble([data])

        #expect(network.routes.isEmpty)
        #expect(issues.unlistedRoutes == ["KMB:4:O:3"])
    }
}
