/// One documented operation: a method and a path template, as the document's `paths` name them.
struct APIOperation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Lower case, as the document's keys are: `get`, `post`.
    var method: String
    /// `/api/v1/favourites/{id}`.
    var path: String

    var description: String { "\(method.uppercased()) \(path)" }

    static func < (lhs: APIOperation, rhs: APIOperation) -> Bool { (lhs.path, lhs.method) < (rhs.path, rhs.method) }
}
