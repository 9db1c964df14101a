import HongKongBusDataset
import NextStopDataset
import Simulator

extension SimulatorScale {
    /// The validation rules a dataset collected from a simulator of this scale must pass: the real network's
    /// minimums, relaxed for the tiny network.
    var validationRules: ValidationRules {
        self == .tiny ? .smallNetwork : ValidationRules()
    }
}
