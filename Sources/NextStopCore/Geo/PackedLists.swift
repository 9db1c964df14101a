/// Many short lists stored back to back in one array, so reading one costs no allocation or reference counting.
public struct PackedLists<Element: Sendable>: Sendable {
    /// Every list's elements, in list order.
    public let elements: [Element]
    /// `starts[i] ..< starts[i + 1]` are list i's positions in `elements`.
    @usableFromInline let starts: [Int32]

    /// Lists `0 ..< listCount` from (list, element) pairs; each list keeps its elements in the pairs' order.
    /// Inlinable, so each system's index build gets a copy specialised to its element: a generic one across the
    /// module boundary looked up tuple metadata for every entry and made the bus network's index build 2–3× slower.
    @inlinable public init(listCount: Int, entries: [(list: Int, element: Element)]) {
        var starts = [Int32](repeating: 0, count: listCount + 1)
        for entry in entries { starts[entry.list + 1] += 1 }
        for index in 0..<listCount { starts[index + 1] += starts[index] }
        var next = starts
        var slots = [Int](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            slots[Int(next[entry.list])] = index
            next[entry.list] += 1
        }
        elements = slots.map { entries[$0].element }
        self.starts = starts
    }

    /// The number of lists.
    @inlinable public var count: Int { starts.count - 1 }

    /// The positions in `elements` of list `index`.
    @inlinable public func range(of index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) }

    /// List `index`'s elements.
    @inlinable public subscript(index: Int) -> ArraySlice<Element> { elements[range(of: index)] }
}
