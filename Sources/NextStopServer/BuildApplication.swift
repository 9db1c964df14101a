import Hummingbird
import Logging

/// The NextStop server: the JSON API and the web app over `dependencies`, listening as `configuration` says.
public func buildApplication(
    _ dependencies: ServerDependencies, configuration: ApplicationConfiguration = .init(),
    logger: Logger = Logger(label: "nextstop.server"),
    onStarted: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    Application(
        router: buildRouter(dependencies), configuration: configuration,
        onServerRunning: { channel in await onStarted(channel.localAddress?.port ?? 0) },
        logger: logger)
}

/// The router of every endpoint: `/healthz`, the JSON API under `/api/v1` and the web app; API errors answered as JSON.
public func buildRouter(_ dependencies: ServerDependencies) -> Router<APIRequestContext> {
    let router = Router(context: APIRequestContext.self)
    router.add(middleware: APIErrorMiddleware())
    router.get("healthz") { _, _ in try Response.json(HealthJSON(status: "ok")) }
    let api = router.group("api/v1")
    NetworkController(network: dependencies.network, arrivals: dependencies.arrivals).addRoutes(to: api)
    ArrivalsController(network: dependencies.network, arrivals: dependencies.arrivals).addRoutes(to: api)
    let lists = FavouritesController(
        network: dependencies.network, favourites: dependencies.favourites, timeSource: dependencies.timeSource)
    let devices = api.group()
        .add(middleware: DeviceMiddleware(favourites: dependencies.favourites, timeSource: dependencies.timeSource))
    lists.addRoutes(to: devices)
    DeviceLinkController(favourites: dependencies.favourites, timeSource: dependencies.timeSource, lists: lists)
        .addRoutes(to: devices)
    OpenAPIController().addRoutes(to: router)
    WebController(dependencies).addRoutes(to: router)
    return router
}
