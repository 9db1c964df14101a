import HongKongBus
import HongKongBusDataset
import NextStopCore
import NextStopDataset

/// Turns what the operators sent into one consistent network, noting everything odd on the way.
enum NetworkAssembler {
    /// Builds the network: each listed variant with stops becomes a route (stops in numeric `seq` order, repeats and
    /// loops kept), only used stops are kept, and stops that routes use but nobody describes become placeholders.
    static func assemble(_ operators: [OperatorData]) -> (network: BusNetwork, issues: AssemblyIssues) {
        var issues = AssemblyIssues()
        let stopsByID = indexStops(operators.flatMap(\.stops), issues: &issues)
        let rowsByKey = groupRows(operators.flatMap(\.routeStops), issues: &issues)
        let summaries = operators.flatMap(\.routes).sorted { $0.key < $1.key }
        issues.listedRoutes = summaries.count
        issues.skippedRecords = operators.reduce(0) { $0 + $1.skippedRecords }
        issues.forbiddenRoutes = operators.flatMap(\.forbiddenRoutes).sorted()
        issues.failedRoutes = operators.reduce(into: [:]) { $0.merge($1.failedRoutes) { first, _ in first } }

        var routes: [RouteVariant] = []
        var listedKeys = Set<RouteKey>()
        for summary in summaries where listedKeys.insert(summary.key).inserted {
            guard let rows = rowsByKey[summary.key], !rows.isEmpty else {
                let key = summary.key.description
                if !issues.forbiddenRoutes.contains(key) && issues.failedRoutes[key] == nil {
                    issues.routesWithoutStops.append(key)
                }
                continue
            }
            routes.append(
                RouteVariant(
                    key: summary.key, origin: summary.origin, destination: summary.destination, stopIDs: rows.map(\.stopID)))
        }
        issues.unlistedRoutes = rowsByKey.keys.filter { !listedKeys.contains($0) }.sorted().map(\.description)

        var companyOfUsedStop: [String: Company] = [:]
        for route in routes {
            for id in route.stopIDs { companyOfUsedStop[id] = route.company }
        }
        issues.unusedStops = stopsByID.keys.filter { companyOfUsedStop[$0] == nil }.count
        let stops = companyOfUsedStop.sorted { $0.key < $1.key }.map { id, company in
            if let stop = stopsByID[id] { return stop }
            issues.missingStops.append(id)
            return Stop.placeholder(id: id, company: company)
        }
        return (BusNetwork(stops: stops, routes: routes), issues)
    }

    private static func indexStops(_ stops: [Stop], issues: inout AssemblyIssues) -> [String: Stop] {
        var byID: [String: Stop] = [:]
        for stop in stops {
            if byID[stop.id] == nil { byID[stop.id] = stop } else { issues.duplicateRows += 1 }
        }
        return byID
    }

    /// Rows per variant in numeric `seq` order (text order would put 10 before 2), exact repeats removed.
    private static func groupRows(_ rows: [RouteStopRow], issues: inout AssemblyIssues) -> [RouteKey: [RouteStopRow]] {
        var grouped: [RouteKey: [RouteStopRow]] = [:]
        var seen = Set<RouteStopRow>()
        for row in rows {
            guard seen.insert(row).inserted else {
                issues.duplicateRows += 1
                continue
            }
            grouped[row.key, default: []].append(row)
        }
        return grouped.mapValues { rows in
            rows.enumerated().sorted { ($0.element.sequence, $0.offset) < ($1.element.sequence, $1.offset) }.map(\.element)
        }
    }
}
