import Foundation

/// What a copy of a dataset holds, counted by part (`trips.txt` → 4,120 rows; `docks` → 795), for comparing a new copy
/// with the one kept. A part absent has no entry; a part present with no rows, or checked for its presence only,
/// counts 0.
public struct DatasetCounts: Sendable, Hashable, Codable {
    /// The count of each part present, by the part's name.
    public var counts: [String: Int]

    /// The counts of each part present.
    public init(_ counts: [String: Int]) {
        self.counts = counts
    }
}

/// When a new copy of a dataset may replace the copy kept on disk: only when it is not drastically less complete.
/// A source that answers a broken copy (one stray quote that empties a timetable, a list cut short) then costs
/// freshness, never the data: the kept copy stays in service and the rejection is said.
public struct ReplacementRule: Sendable, Hashable {
    /// The dataset's name, as the rejection says it (`Caltrain GTFS`).
    public var dataset: String
    /// The parts whose counts are compared with the kept copy's.
    public var compared: [String]
    /// The least share of the kept copy's count each compared part of a new copy must reach (0.5: at least half).
    public var minimumShare: Double
    /// Parts that must have at least one row even when nothing is kept to compare with.
    public var required: [String]

    public init(dataset: String, compared: [String], minimumShare: Double = 0.5, required: [String] = []) {
        self.dataset = dataset
        self.compared = compared
        self.minimumShare = minimumShare
        self.required = required
    }

    /// The least count a new copy may have of a part the kept copy has `kept` of.
    public func least(comparedTo kept: Int) -> Int {
        Int((Double(kept) * minimumShare).rounded(.up))
    }

    /// Throws the reasons `candidate` may not replace `kept` (nil: nothing is kept); returns when it may.
    public func check(_ candidate: DatasetCounts, replacing kept: DatasetCounts?) throws(DatasetRejection) {
        var problems: [String: String] = [:]
        for part in required where (candidate.counts[part] ?? 0) == 0 {
            problems[part] = "\(part) has no rows"
        }
        for part in kept?.counts.keys.sorted() ?? [] where candidate.counts[part] == nil {
            problems[part] = "\(part) is missing (the kept copy has it)"
        }
        for part in compared where problems[part] == nil {
            guard let old = kept?.counts[part], let new = candidate.counts[part], new < least(comparedTo: old) else {
                continue
            }
            problems[part] = "\(part) has \(new), the kept copy \(old) (at least \(least(comparedTo: old)) required)"
        }
        guard problems.isEmpty else {
            throw DatasetRejection(dataset: dataset, problems: problems.sorted { $0.key < $1.key }.map(\.value))
        }
    }
}

/// Why a new copy of a dataset was refused and the kept one stays.
public struct DatasetRejection: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The dataset's name, as its rule gives it.
    public var dataset: String
    /// Each shortfall in one phrase (`stop_times.txt has no rows`).
    public var problems: [String]

    public init(dataset: String, problems: [String]) {
        self.dataset = dataset
        self.problems = problems
    }

    public var description: String {
        "a new \(dataset) copy was refused, the kept one stays: \(problems.joined(separator: "; "))"
    }
}
