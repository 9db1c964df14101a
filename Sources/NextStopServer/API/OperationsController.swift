import Hummingbird
import NextStopCore

/// `/healthz`, `/readyz` and `/metrics`: what an operator's monitoring and a load balancer read. Liveness (`/healthz`)
/// answers 200 while the server runs; readiness (`/readyz`) answers 503 until what the server needs is there.
struct OperationsController {
    let operations: ServerOperations
    let timeSource: any TimeSource
    let systems: [any ServerSystem]

    /// The dataset the server answers from, if a system answers from one.
    private var dataset: DatasetInfo? { systems.lazy.compactMap(\.servedDataset).first }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("healthz") { _, _ in
            let now = timeSource.now()
            var reasons = systems.flatMap { $0.healthReasons(at: now) }
            if let problem = await operations.database?.problem() { reasons.append("favourites database: \(problem)") }
            return try Response.json(
                HealthJSON(HealthReport(operations, dataset: dataset, systemReasons: reasons, now: now)))
        }
        router.get("readyz") { _, _ -> Response in
            var reasons = systems.flatMap(\.readinessReasons)
            if let problem = await operations.database?.problem() { reasons.append("favourites database: \(problem)") }
            let readiness = ReadinessJSON(reasons: reasons)
            return try .json(readiness, status: readiness.isReady ? .ok : .serviceUnavailable)
        }
        router.get("metrics") { _, _ -> Response in
            let now = timeSource.now()
            if let dataset {
                operations.metrics.recordDatasetAge(seconds: now.timeIntervalSince(dataset.generatedAt))
            }
            for (name, state) in operations.upstreams?.snapshot ?? [] {
                operations.metrics.recordUpstreamHealth(
                    upstream: name, failureShare: state.recent.badShare(at: now),
                    lastGoodAge: state.lastSuccessAt.map { now.timeIntervalSince($0) }, pausedFor: state.pausedForSeconds)
            }
            for system in systems { system.recordMetrics(operations.metrics, at: now) }
            operations.metrics.recordPollAges(at: now)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: operations.metrics.exposition())))
        }
    }
}
