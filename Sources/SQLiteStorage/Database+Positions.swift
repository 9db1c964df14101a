import GRDB

extension Database {
    /// Sets the `position` of the rows with these ids to 0, 1, 2… in the order given.
    func assignPositions<Record: TableRecord>(_ ids: [Int64], of _: Record.Type) throws {
        for (position, id) in ids.enumerated() {
            try Record.filter(key: id).updateAll(self, Column("position").set(to: position))
        }
    }
}
