import HongKongBus
import NextStopCore

/// An operator as pages show it: a coloured badge (its CSS class) and its name in the page's language.
struct CompanyBadge: Sendable {
    /// `kmb` or `ctb`, the class that colours the badge.
    var style: String
    /// 九巴 or KMB, 城巴 or Citybus.
    var name: String

    /// The badge of `company`, named in the phrases' language.
    init(_ company: Company, phrases: Phrasebook) {
        style = company.rawValue.lowercased()
        name = phrases.text("company_\(company.rawValue)")
    }
}
