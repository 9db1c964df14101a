import NextStopCore

/// A Hong Kong bus operator. Citybus absorbed NWFB in 2023, so `CTB` covers both.
public enum Company: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case kmb = "KMB"
    case ctb = "CTB"

    /// The operator that owns a stop id: KMB ids are 16 upper-case alphanumerics, Citybus ids 6 digits.
    public init?(stopID: String) {
        if stopID.count == 16, stopID.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }) {
            self = .kmb
        } else if stopID.count == 6, stopID.allSatisfy({ $0.isASCII && $0.isNumber }) {
            self = .ctb
        } else {
            return nil
        }
    }

    public static func < (lhs: Company, rhs: Company) -> Bool { lhs.rawValue < rhs.rawValue }
}
