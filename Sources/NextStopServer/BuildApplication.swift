import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The NextStop server: the JSON API and the web app over `dependencies`, listening as `configuration` says; `HEAD`
/// answers every `GET` resource, and what the HTTP parser refuses gets a JSON error like every other failure.
/// A client gets `requestReadTimeout` to send each request whole (30 s unless given). Each connection is served on
/// the global pool (`PoolServedChannel`), so that the accept loop may run elsewhere.
public func buildApplication(
    _ dependencies: ServerDependencies, configuration: ApplicationConfiguration = .init(),
    requestReadTimeout: Duration = .seconds(30),
    logger: Logger = Logger(label: "nextstop.server"),
    onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    Application(
        responder: HeadResponder(wrapped: buildRouter(dependencies).buildResponder()),
        server: HTTPServerBuilder { responder in
            PoolServedChannel(
                wrapped: HTTP1Channel(
                    responder: responder,
                    configuration: .init(additionalChannelHandlers: [
                        // First, so that the parse-error responder's answers pass through it and restart the clock.
                        RequestReadDeadline(limit: TimeAmount(requestReadTimeout)), ParseErrorResponder(),
                    ])))
        },
        configuration: configuration,
        onServerRunning: { channel in await onStarted(channel.localAddress?.port ?? 0) },
        logger: logger)
}

/// The router of every endpoint: `/healthz`, `/metrics`, the JSON API under `/api/v1`, the published datasets under
/// `/datasets` and the web app. Every request is logged and measured; API errors are answered as JSON; clients over
/// the rate limit get 429.
public func buildRouter(_ dependencies: ServerDependencies) -> Router<APIRequestContext> {
    let operations = dependencies.operations
    let router = Router(context: APIRequestContext.self)
    router.add(middleware: ClientAddressMiddleware(proxies: operations.trustedProxies))
    router.add(middleware: RequestReportMiddleware(metrics: operations.metrics))
    router.add(middleware: NoSniffMiddleware())
    router.add(middleware: ContentSecurityPolicyMiddleware(maps: dependencies.maps))
    let systems = dependencies.systems.map(\.system)
    let renderer = WebRenderer(
        phrases: WebPhrases(systems: systems.map { type(of: $0).phrases }), maps: dependencies.maps,
        templates: systems.reduce(into: [:]) { templates, system in
            templates.merge(type(of: system).templates) { first, _ in first }
        })
    router.add(middleware: APIErrorMiddleware(pages: renderer))
    OperationsController(
        operations: operations, timeSource: dependencies.timeSource, systems: systems
    ).addRoutes(to: router)
    let limited = router.group()
    if let limiter = operations.rateLimiter {
        limited.add(middleware: RateLimitMiddleware(limiter: limiter, metrics: operations.metrics))
    }
    limited.add(middleware: CrossSiteWriteGuard(allowedOrigins: operations.allowedOrigins))
    if !dependencies.publications.isEmpty {
        DatasetsController(publications: dependencies.publications).addRoutes(to: limited)
    }
    let api = limited.group("api/v1")
    for system in systems { system.addRoutes(api: api, web: router, renderer: renderer) }
    let devices = api.group()
        .add(middleware: DeviceMiddleware(favourites: dependencies.favourites, timeSource: dependencies.timeSource))
    DeviceLinkController(
        favourites: dependencies.favourites, timeSource: dependencies.timeSource, systems: systems,
        attempts: LinkAttemptGuard(
            failuresPerMinute: operations.linkFailuresPerMinute, timeSource: dependencies.timeSource),
        metrics: operations.metrics
    ).addRoutes(to: devices)
    PushController(favourites: dependencies.favourites, sender: dependencies.push, timeSource: dependencies.timeSource)
        .addRoutes(to: devices)
    RemindersController(
        favourites: dependencies.favourites, sources: systems.flatMap(\.reminderSources),
        available: dependencies.push != nil, timeSource: dependencies.timeSource
    ).addRoutes(to: devices)
    OpenAPIController(systems: systems).addRoutes(to: router)
    WebController(systems: systems, renderer: renderer).addRoutes(to: router)
    LeafletAssets(folder: dependencies.maps.leafletFolder).addRoutes(to: router)
    // Added last: it matters only where no route answers (the router’s 404), and by then it knows every route.
    router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
    return router
}
