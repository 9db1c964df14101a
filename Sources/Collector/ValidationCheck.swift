/// The outcome of one validation rule.
public struct ValidationCheck: Sendable, Hashable, Codable {
    public var name: String
    public var passed: Bool
    public var detail: String

    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }
}
