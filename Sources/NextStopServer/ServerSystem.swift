import Foundation
import Hummingbird

/// One system's part of the server: its JSON API, its web section under its own prefix and its card on the home
/// page. A system is added by adding a folder with a type conforming to this, and listing it in `buildRouter`.
protocol ServerSystem: Sendable {
    /// The system's card on the home page.
    func card(in visit: WebVisit) -> SystemCard
    /// Registers the system's JSON API under `api` (`/api/v1`) and its web pages on `web`, rendered by `renderer`.
    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer)
    /// Why the system degrades the server's health at `now` (a stale or missing feed), if it does.
    func healthReasons(at now: Date) -> [String]
    /// Sets the system's gauges in `metrics` as they stand at `now`, when metrics are scraped.
    func recordMetrics(_ metrics: ServerMetrics, at now: Date)
}

extension ServerSystem {
    func healthReasons(at now: Date) -> [String] { [] }
    func recordMetrics(_ metrics: ServerMetrics, at now: Date) {}
}

/// A system as the home page shows it.
struct SystemCard: Sendable {
    /// The section's address (`/hk`).
    var href: String
    var name: String
    /// One line on what the section offers.
    var summary: String
}
