import Foundation
import HongKongBus
import NextStopCore

/// The addresses of the Hong Kong bus section's pages, built in one place so every link agrees with the routes that
/// answer them. The section lives under `/hk`; the addresses it had before (`/routes/…`) redirect there.
enum BusLink {
    /// The section's prefix.
    static let section = "/hk"

    /// A route variant's page, opened at `stop` when given.
    static func route(_ key: RouteKey, stop: String? = nil) -> String {
        let page = "\(section)/routes/\(encoded(key.description))"
        guard let stop else { return page }
        return "\(page)?stop=\(encoded(stop))"
    }

    /// A stop's page.
    static func stop(_ id: String) -> String { "\(section)/stops/\(encoded(id))" }

    /// The trip tab starting at a stop.
    static func trip(from stopID: String) -> String { "\(section)/trip?from=\(encoded(stopID))" }

    /// The trip tab ending at a stop.
    static func trip(to stopID: String) -> String { "\(section)/trip?to=\(encoded(stopID))" }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: safe) ?? ""
    }

    /// ASCII letters and digits and the punctuation of route keys: what a path segment may hold as it is.
    private static let safe = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:-_.")
}
