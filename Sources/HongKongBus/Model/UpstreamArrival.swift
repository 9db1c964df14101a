import Foundation
import NextStopCore

/// One arrival row exactly as an operator reported it, before selection and de-duplication.
public struct UpstreamArrival: Sendable, Hashable {
    public var company: Company
    public var route: String
    public var direction: Direction
    /// KMB's service type; Citybus reports none, which is taken as 1.
    public var serviceType: Int
    /// The stop's position on the variant, as the operator numbers it (1-based).
    public var sequence: Int
    /// The stop the row is for, when the reply names it (Citybus does, KMB's `/stop-eta` does not).
    public var stopID: String?
    public var destination: LocalizedText
    /// 1, 2, 3 … for the next, second and third bus.
    public var etaSequence: Int
    /// Nil when the operator has no time, e.g. after the final bus or while ETAs are suspended.
    public var eta: Date?
    /// Empty for a tracked bus; otherwise "Scheduled Bus", "Final Bus", and so on.
    public var remark: LocalizedText
    public var dataTimestamp: Date?

    public init(
        company: Company, route: String, direction: Direction, serviceType: Int, sequence: Int, stopID: String? = nil,
        destination: LocalizedText, etaSequence: Int, eta: Date?, remark: LocalizedText, dataTimestamp: Date?
    ) {
        self.company = company
        self.route = route
        self.direction = direction
        self.serviceType = serviceType
        self.sequence = sequence
        self.stopID = stopID
        self.destination = destination
        self.etaSequence = etaSequence
        self.eta = eta
        self.remark = remark
        self.dataTimestamp = dataTimestamp
    }
}
