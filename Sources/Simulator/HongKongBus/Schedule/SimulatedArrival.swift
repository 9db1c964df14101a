import Foundation

/// One arrival row the simulator reports for a stop on a variant.
public struct SimulatedArrival: Sendable, Hashable {
    /// 1, 2, 3 for the next, second and third bus.
    public var etaSequence: Int
    /// Nil after the final bus and while arrivals are suspended.
    public var eta: Date?
    public var remark: ArrivalRemark

    public init(etaSequence: Int, eta: Date?, remark: ArrivalRemark) {
        self.etaSequence = etaSequence
        self.eta = eta
        self.remark = remark
    }
}
