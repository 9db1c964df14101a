/// Hands out grid candidates nearest first, ordering only as many as are taken: building is linear, each
/// take logarithmic, so the nearest k of n cost O(n + k log n) rather than a full sort.
public struct NearestFirstQueue: Sendable {
    private var heap: [GeoCandidate]

    public init(_ candidates: consuming [GeoCandidate]) {
        heap = candidates
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    /// Removes and returns the nearest remaining candidate.
    public mutating func popNearest() -> GeoCandidate? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let nearest = heap[0]
        heap[0] = last
        siftDown(from: 0)
        return nearest
    }

    private mutating func siftDown(from start: Int) {
        heap.withUnsafeMutableBufferPointer { heap in
            var parent = start
            let moving = heap[start]
            while true {
                var child = 2 * parent + 1
                guard child < heap.count else { break }
                if child + 1 < heap.count, heap[child + 1] < heap[child] { child += 1 }
                guard heap[child] < moving else { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = moving
        }
    }
}
