import Foundation
import NextStopCore

/// A warning in force, from the Observatory's warning summary (`warnsum`).
public struct WeatherWarning: Sendable, Hashable {
    /// The warning's code (`WRAIN`, `WTCSGNL`, `WHOT`, …).
    public var code: String
    /// The subtype for fire, rainstorm and tropical cyclone warnings (`WRAINA`, `TC8SE`); nil for the others.
    public var subtype: String?
    /// The name as the Observatory sent it, kept for a code the catalogue does not know.
    public var upstreamName: String
    public var issueTime: Date?

    public init(code: String, subtype: String?, upstreamName: String, issueTime: Date?) {
        self.code = code
        self.subtype = subtype
        self.upstreamName = upstreamName
        self.issueTime = issueTime
    }

    /// A tropical cyclone signal or the pre-No. 8 announcement.
    public var isTropicalCyclone: Bool { code == "WTCSGNL" || code == "WTCPRE8" }

    /// An amber, red or black rainstorm signal.
    public var isRainstorm: Bool { code == "WRAIN" }

    /// The warning's full name in `language`: its subtype's name, else its code's, else the upstream's.
    public func name(in language: Language) -> String {
        let known = subtype.flatMap { WarningNames.byCode[$0] } ?? WarningNames.byCode[code]
        return known?[language] ?? upstreamName
    }

    /// Tropical cyclone signals first, then the rest in the order issued.
    public static func inDisplayOrder(_ warnings: [WeatherWarning]) -> [WeatherWarning] {
        warnings.enumerated().sorted { lhs, rhs in
            if lhs.element.isTropicalCyclone != rhs.element.isTropicalCyclone { return lhs.element.isTropicalCyclone }
            let left = lhs.element.issueTime ?? .distantPast
            let right = rhs.element.issueTime ?? .distantPast
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }
}
