/// Hands out grid candidates nearest first, ordering only as many as are taken: building is linear, each
/// take logarithmic, so the nearest k of n cost O(n + k log n) rather than a full sort.
struct NearestFirstQueue: Sendable {
    private var heap: [GeoCandidate]

    init(_ candidates: [GeoCandidate]) {
        heap = candidates
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    var isEmpty: Bool { heap.isEmpty }

    /// Removes and returns the nearest remaining candidate.
    mutating func popNearest() -> GeoCandidate? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let nearest = heap[0]
        heap[0] = last
        siftDown(from: 0)
        return nearest
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var child = left
            if left + 1 < count, precedes(heap[left + 1], heap[left]) { child = left + 1 }
            guard precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(parent, child)
            parent = child
        }
    }

    /// Nearer first; equal distances by id, so results never depend on the heap's shape.
    @inline(__always)
    private func precedes(_ lhs: GeoCandidate, _ rhs: GeoCandidate) -> Bool {
        lhs.squaredDistance < rhs.squaredDistance || (lhs.squaredDistance == rhs.squaredDistance && lhs.id < rhs.id)
    }
}
