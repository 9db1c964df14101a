/// How far a collection phase has come, for a progress bar or progress lines.
public struct CollectionProgress: Sendable, Hashable {
    public var phase: String
    public var completed: Int
    public var total: Int

    public init(phase: String, completed: Int, total: Int) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }
}
