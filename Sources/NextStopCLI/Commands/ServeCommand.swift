import ArgumentParser

/// `nextstop serve`: the JSON API, the web app and the published datasets, over the real KMB and Citybus APIs.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the JSON API, the web app and the signed datasets, with live arrivals from KMB and Citybus."
    )

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var upstreamOptions: UpstreamOptions
    @OptionGroup var serverOptions: ServerOptions
    @OptionGroup var publishing: PublishingOptions
    @OptionGroup var refresh: DatasetRefreshOptions
    @OptionGroup var caltrainLive: CaltrainLiveOptions
    @OptionGroup var bikes: BikeSystemOptions
    @OptionGroup var agencies: AgencyOptions

    func run() async throws {
        let environment = try agencies.environment(over: bikes.environment(over: caltrainLive.environment()))
        let configuration = try upstreamOptions.configuration(dataOptions, environment: environment)
        let plan = try refresh.plan()
        var launcher = ServerLauncher(
            configuration: configuration, address: try serverOptions.address(),
            upstreamSettings: configuration.upstreamSettings, rateLimit: serverOptions.limit)
        launcher.refresh = plan
        launcher.database = try serverOptions.databaseSetting(configuration)
        launcher.trustedProxies = try serverOptions.proxies()
        launcher.allowedOrigins = try serverOptions.origins()
        launcher.environment = environment
        if plan?.isMirror != true {
            launcher.signingKey = try publishing.announcedKey(dataDirectory: configuration.dataDirectory)
        }
        try await launcher.run()
    }
}
