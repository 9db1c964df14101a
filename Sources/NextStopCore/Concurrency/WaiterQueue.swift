/// Waiters in arrival order, each removable by its ticket; not thread-safe.
struct WaiterQueue<Waiter> {
    private var waitersByTicket: [UInt64: Waiter] = [:]
    // Tickets in arrival order; a ticket whose waiter left is skipped when reached rather than searched for.
    private var order: [UInt64] = []
    private var head = 0

    /// How many waiters are queued.
    var count: Int { waitersByTicket.count }

    /// Whether no waiter is queued.
    var isEmpty: Bool { waitersByTicket.isEmpty }

    /// Queues `waiter` behind every waiter already queued.
    mutating func append(_ waiter: Waiter, ticket: UInt64) {
        waitersByTicket[ticket] = waiter
        order.append(ticket)
    }

    /// Removes the waiter holding `ticket`, wherever it stands.
    mutating func remove(ticket: UInt64) -> Waiter? {
        let waiter = waitersByTicket.removeValue(forKey: ticket)
        if waitersByTicket.isEmpty { resetOrder() }
        return waiter
    }

    /// Removes and returns the waiter that arrived first.
    mutating func popFirst() -> Waiter? {
        while head < order.count {
            let ticket = order[head]
            head += 1
            if let waiter = waitersByTicket.removeValue(forKey: ticket) {
                compact()
                return waiter
            }
        }
        resetOrder()
        return nil
    }

    private mutating func compact() {
        if waitersByTicket.isEmpty {
            resetOrder()
        } else if head >= 64, head * 2 >= order.count {
            order.removeFirst(head)
            head = 0
        }
    }

    private mutating func resetOrder() {
        order.removeAll(keepingCapacity: true)
        head = 0
    }
}

extension WaiterQueue: Sendable where Waiter: Sendable {}
