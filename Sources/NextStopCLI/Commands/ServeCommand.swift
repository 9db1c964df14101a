import ArgumentParser

/// `nextstop serve`: the JSON API and the web app over the real KMB and Citybus APIs.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the JSON API and the web app, with live arrivals from the KMB and Citybus APIs."
    )

    @OptionGroup var dataOptions: DataOptions
    @OptionGroup var serverOptions: ServerOptions

    func run() async throws {
        let configuration = try dataOptions.configuration()
        let address = try serverOptions.address()
        let upstreams = LiveUpstreams(urls: configuration.upstreams)
        let network = try await NetworkLoader(configuration: configuration, upstreams: upstreams).load()
        try await ServerLauncher(
            configuration: configuration, upstreams: upstreams, network: network, host: address.host, port: address.port
        ).run()
    }
}
