import HongKongBus
import NextStopCore
import NextStopDataset

/// Checks a collected network against the rules; a dataset that fails any check is never published.
struct NetworkValidator: Sendable {
    var rules: ValidationRules

    init(rules: ValidationRules) { self.rules = rules }

    /// Every check, passed or not. `previous` is the summary of the dataset currently published, if any.
    func checks(network: BusNetwork, issues: AssemblyIssues, previous: BusNetworkSummary?) -> [ValidationCheck] {
        let real = network.stops.filter { !$0.isPlaceholder }
        let listed = max(1, issues.listedRoutes)
        let unavailable = issues.forbiddenRoutes.count + issues.failedRoutes.count
        var checks = [
            atLeast("minimum_routes", network.routes.count, rules.minimumRoutes, "routes"),
            atLeast("minimum_stops", network.stops.count, rules.minimumStops, "stops"),
            fraction(
                "routes_without_stops", issues.routesWithoutStops.count, of: listed, atMost: rules.maximumRoutesWithoutStops),
            fraction("unavailable_routes", unavailable, of: listed, atMost: rules.maximumUnavailableRoutes),
            fraction(
                "placeholder_stops", issues.missingStops.count, of: max(1, network.stops.count),
                atMost: rules.maximumPlaceholderStops),
            companiesPresent(network),
            requiredFields(network, realStops: real),
            coordinatesInBounds(real),
            referencesResolve(network),
            uniqueness(network),
        ]
        if let previous {
            checks.append(notShrunk("routes_not_shrunk", network.routes.count, previous: previous.totalRoutes))
            checks.append(notShrunk("stops_not_shrunk", network.stops.count, previous: previous.totalStops))
        }
        return checks
    }

    private func atLeast(_ name: String, _ count: Int, _ minimum: Int, _ noun: String) -> ValidationCheck {
        ValidationCheck(name: name, passed: count >= minimum, detail: "\(count) \(noun), at least \(minimum) required")
    }

    private func fraction(_ name: String, _ count: Int, of total: Int, atMost limit: Double) -> ValidationCheck {
        let share = Double(count) / Double(total)
        return ValidationCheck(
            name: name, passed: share <= limit,
            detail: "\(count) of \(total) (\(percent(share))), at most \(percent(limit)) allowed")
    }

    private func companiesPresent(_ network: BusNetwork) -> ValidationCheck {
        let missing = rules.requiredCompanies.filter { !network.companies.contains($0) }
        return ValidationCheck(
            name: "companies_present", passed: missing.isEmpty,
            detail: missing.isEmpty
                ? "all of \(rules.requiredCompanies.map(\.rawValue).joined(separator: ", "))"
                : "missing \(missing.map(\.rawValue).joined(separator: ", "))")
    }

    private func requiredFields(_ network: BusNetwork, realStops: [Stop]) -> ValidationCheck {
        let badRoutes = network.routes.filter { route in
            route.route.isEmpty || [route.origin, route.destination].contains { $0.en.isEmpty || $0.tc.isEmpty }
        }
        let badStops = realStops.filter { $0.name.en.isEmpty || $0.name.tc.isEmpty }
        return ValidationCheck(
            name: "required_fields", passed: badRoutes.isEmpty && badStops.isEmpty,
            detail: "\(badRoutes.count) routes and \(badStops.count) stops lack a route number or an English or Chinese name"
                + examples(badRoutes.map(\.key.description) + badStops.map(\.id)))
    }

    private func coordinatesInBounds(_ stops: [Stop]) -> ValidationCheck {
        let outside = stops.filter { !rules.bounds.contains($0.coordinate) }
        return ValidationCheck(
            name: "coordinates_in_bounds", passed: outside.isEmpty,
            detail: "\(outside.count) stops with coordinates that are not finite or lie outside Hong Kong"
                + examples(outside.map(\.id)))
    }

    private func referencesResolve(_ network: BusNetwork) -> ValidationCheck {
        let known = Set(network.stops.map(\.id))
        let used = Set(network.routes.flatMap(\.stopIDs))
        let dangling = used.subtracting(known)
        let unused = known.subtracting(used)
        return ValidationCheck(
            name: "every_stop_used_and_known", passed: dangling.isEmpty && unused.isEmpty,
            detail: "\(dangling.count) stop ids used but not described, \(unused.count) stops not used by any route"
                + examples(Array(dangling.union(unused)).sorted()))
    }

    private func uniqueness(_ network: BusNetwork) -> ValidationCheck {
        let duplicateRoutes = network.routes.count - Set(network.routes.map(\.key)).count
        let duplicateStops = network.stops.count - Set(network.stops.map(\.id)).count
        return ValidationCheck(
            name: "unique_keys", passed: duplicateRoutes == 0 && duplicateStops == 0,
            detail: "\(duplicateRoutes) repeated route keys, \(duplicateStops) repeated stop ids")
    }

    private func notShrunk(_ name: String, _ count: Int, previous: Int) -> ValidationCheck {
        let floor = rules.replacement.least(comparedTo: previous)
        return ValidationCheck(
            name: name, passed: count >= floor,
            detail: "\(count) now, \(previous) in the current dataset; at least \(floor) required")
    }

    private func percent(_ share: Double) -> String { "\((share * 1000).rounded() / 10) %" }

    private func examples(_ ids: [String]) -> String {
        ids.isEmpty ? "" : " (e.g. \(ids.prefix(5).joined(separator: ", ")))"
    }
}
