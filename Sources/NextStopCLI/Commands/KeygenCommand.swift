import ArgumentParser
import DatasetDistribution
import Foundation

/// `nextstop keygen FILE`: the signing key a publisher is given (`--signing-key FILE`) and the public key its mirrors
/// and clients trust, made once before a deployment starts so that every server can be told both. An existing file
/// is kept, never replaced: its public key is printed again.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Create a dataset signing key file (mode 0600) and print its public key.")

    @Argument(help: "Where to write the private key; kept as it is when it exists.")
    var file: String

    func run() throws {
        let url = URL(fileURLWithPath: file)
        do {
            let (key, created) = try PublisherKey.loadOrCreate(at: url)
            Console.error(created ? "created \(url.path) (mode 0600)" : "\(url.path) exists: kept")
            Console.line(key.publicKey.base64)
        } catch let error as DistributionError {
            throw CLIError("signing key: \(error)")
        }
    }
}
