import Testing

@testable import NextStopCore

struct NearestFirstQueueTests {
    @Test("candidates come out nearest first, equal distances by id")
    func popsInOrder() {
        let distances = [9.0, 1, 4, 1, 16, 0, 25, 4, 2.25]
        var queue = NearestFirstQueue(distances.enumerated().map { GeoCandidate(squaredDistance: $1, id: Int32($0)) })

        var popped: [GeoCandidate] = []
        while let next = queue.popNearest() { popped.append(next) }

        #expect(popped.map(\.id) == [5, 1, 3, 8, 2, 7, 0, 4, 6])
        #expect(popped.map(\.squaredDistance) == distances.sorted())
        #expect(queue.popNearest() == nil)
    }

    @Test("an empty queue has nothing to give")
    func emptyQueue() {
        var queue = NearestFirstQueue([])

        #expect(queue.popNearest() == nil)
    }
}
