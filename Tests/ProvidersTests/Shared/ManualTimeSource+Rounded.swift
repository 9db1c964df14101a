import NextStopTestSupport

extension ManualTimeSource {
    /// The waits asked for, rounded to microseconds: waits computed from `Date`s carry its rounding error.
    var roundedSleeps: [Double] { sleeps.map { ($0 * 1_000_000).rounded() / 1_000_000 } }
}
