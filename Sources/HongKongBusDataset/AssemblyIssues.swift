import HongKongBus
import NextStopCore
import NextStopDataset

/// What the collector noticed while putting the network together; all of it goes into the report.
public struct AssemblyIssues: Sendable, Hashable, Codable {
    /// Route variants the operators listed, with or without stops.
    public var listedRoutes = 0
    /// Listed variants that had no stops and so were left out.
    public var routesWithoutStops: [String] = []
    /// Citybus route directions that answered 403 after every retry.
    public var forbiddenRoutes: [String] = []
    /// Route directions whose stops could not be fetched for another reason, with the reason.
    public var failedRoutes: [String: String] = [:]
    /// Stop ids that routes use but no stop record describes; kept as marked placeholders.
    public var missingStops: [String] = []
    /// Stop records that no route uses; left out of the dataset.
    public var unusedStops = 0
    /// Route-stop rows of variants that no route record lists; left out, as they have no origin or destination.
    public var unlistedRoutes: [String] = []
    /// Records the operators sent that were repeated (same variant and position, or same stop id).
    public var duplicateRows = 0
    /// Records the operators sent that did not decode and were left out.
    public var skippedRecords = 0

    public init() {}

    enum CodingKeys: String, CodingKey {
        case listedRoutes = "listed_routes"
        case routesWithoutStops = "routes_without_stops"
        case forbiddenRoutes = "forbidden_routes"
        case failedRoutes = "failed_routes"
        case missingStops = "missing_stops"
        case unusedStops = "unused_stops"
        case unlistedRoutes = "unlisted_routes"
        case duplicateRows = "duplicate_rows"
        case skippedRecords = "skipped_records"
    }
}
