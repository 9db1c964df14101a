import Testing

@testable import NextStopCore

struct WaiterQueueTests {
    @Test("serves waiters in arrival order, skipping those that left")
    func servesInOrder() {
        var queue = WaiterQueue<String>()
        queue.append("a", ticket: 1)
        queue.append("b", ticket: 2)
        queue.append("c", ticket: 3)

        let left = queue.remove(ticket: 2)

        #expect(left == "b")
        #expect(queue.popFirst() == "a")
        #expect(queue.popFirst() == "c")
        #expect(queue.popFirst() == nil)
        #expect(queue.isEmpty)
    }

    @Test("keeps arrival order across many arrivals and departures")
    func keepsOrderWhileCompacting() {
        var queue = WaiterQueue<Int>()
        for ticket in 0..<200 { queue.append(Int(ticket), ticket: UInt64(ticket)) }

        let firstHalf = (0..<100).compactMap { _ in queue.popFirst() }
        for ticket in 200..<300 { queue.append(ticket, ticket: UInt64(ticket)) }
        var rest: [Int] = []
        while let next = queue.popFirst() { rest.append(next) }

        #expect(firstHalf == Array(0..<100))
        #expect(rest == Array(100..<300))
    }
}
