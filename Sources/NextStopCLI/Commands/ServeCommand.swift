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
        try await ServerLauncher(
            configuration: try dataOptions.configuration(), address: try serverOptions.address(),
            rateLimit: serverOptions.limit
        ).run()
    }
}
