import HongKongBus
import NextStopCore

/// The answer to `POST /api/v1/arrivals`: one result per request, in the order asked.
struct ArrivalsBatchJSON: JSONWritable {
    struct Result: JSONWritable {
        var stopID: String
        var route: String?
        /// The arrivals, or null when they could not be given.
        var arrivals: ArrivalsJSON?
        /// Why `arrivals` is null, in words safe to show.
        var error: String?
        /// With `error`, the operators that did not answer in time and since when; absent otherwise.
        var notAnswering: [OperatorOutage] = []

        /// Writes the request and its outcome; every missing member is written as `null`.
        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("arrivals", orNull: arrivals)
                object.member("error", orNull: error)
                if !notAnswering.isEmpty { object.member("not_answering", notAnswering) }
                object.member("route", orNull: route)
                object.member("stop_id", stopID)
            }
        }
    }

    var results: [Result]

    /// Writes the results in order.
    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("results", results) }
    }
}
