import Foundation
import Hummingbird
import NextStopCore

/// One system's part of the server: its JSON API, its web section under its own prefix, its card on the home page,
/// its phrases, what the service worker keeps of it and its part of the OpenAPI document. A system is added by
/// adding a folder with a type conforming to this and a `ServedSystem` factory, which the command line lists once.
protocol ServerSystem: Sendable {
    /// The system's phrases in the web app, keyed as its pages and scripts read them.
    static var phrases: PhraseTable { get }
    /// Mustache templates of its pages by name, beside those bundled in `Web/Templates`.
    static var templates: [String: String] { get }
    /// The system's card on the home page.
    func card(in visit: WebVisit) -> SystemCard
    /// Registers the system's JSON API under `api` (`/api/v1`) and its web pages on `web`, rendered by `renderer`.
    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer)
    /// What the service worker keeps of the section so that it opens offline.
    var offlineShell: OfflineShell { get }
    /// The system's paths, tags and schemas in the OpenAPI document.
    var openAPI: OpenAPIPart { get }
    /// The dataset the system answers from, which `/healthz` reports and whose age it judges; nil for a system
    /// that answers from live feeds alone.
    var servedDataset: DatasetInfo? { get }
    /// What the system still needs before the server can answer its users (`/readyz`), if anything.
    var readinessReasons: [String] { get }
    /// The device list the platform's favourites API answers for `owner`, which linking a device answers with; nil
    /// for a system whose favourites are listed in its own section only.
    func favouritesList(for owner: OwnerID) async throws -> Response?
    /// Why the system degrades the server's health at `now` (a stale or missing feed), if it does.
    func healthReasons(at now: Date) -> [String]
    /// Sets the system's gauges in `metrics` as they stand at `now`, when metrics are scraped.
    func recordMetrics(_ metrics: ServerMetrics, at now: Date)
    /// The kinds of reminder the system reads, each from what it already polls.
    var reminderSources: [any ReminderSource] { get }
}

extension ServerSystem {
    static var templates: [String: String] { [:] }
    var servedDataset: DatasetInfo? { nil }
    var readinessReasons: [String] { [] }
    func favouritesList(for owner: OwnerID) async throws -> Response? { nil }
    func healthReasons(at now: Date) -> [String] { [] }
    func recordMetrics(_ metrics: ServerMetrics, at now: Date) {}
    var reminderSources: [any ReminderSource] { [] }
}

/// A system as the server is given it, in `ServerDependencies.systems`; each system's folder says how one is made.
public struct ServedSystem: Sendable {
    let system: any ServerSystem

    init(_ system: any ServerSystem) { self.system = system }
}

/// A system as the home page shows it.
struct SystemCard: Sendable {
    /// The section's address (`/hk`).
    var href: String
    var name: String
    /// One line on what the section offers.
    var summary: String
    /// The versioned address of the section's icon, a square SVG among the assets: on the home page and as the
    /// installed app's shortcut. The app's own icon unless the section has one.
    var icon = WebResources.address(of: "icon.svg")
}
