import ArgumentParser
import DatasetDistribution
import Foundation

/// The key a server signs its published datasets with: `NEXTSTOP_SIGNING_KEY` (base64), else `--signing-key FILE`,
/// else `DATA/keys/publisher.key`, created (mode 0600) on first start. The private key is never printed.
struct PublishingOptions: ParsableArguments {
    @Option(help: "A file (mode 0600) holding the base64 Ed25519 key that signs published datasets.")
    var signingKey: String?

    /// The signing key, and whether it was just created.
    func key(dataDirectory: URL, environment: Environment = Environment()) throws -> (key: PublisherKey, created: Bool) {
        do {
            if let base64 = environment[.signingKey] { return (try PublisherKey(base64: base64), false) }
            if let signingKey { return (try PublisherKey.load(from: URL(fileURLWithPath: signingKey)), false) }
            return try PublisherKey.loadOrCreate(at: Self.defaultKeyFile(in: dataDirectory))
        } catch let error as DistributionError {
            throw CLIError("signing key: \(error)")
        }
    }

    /// The signing key, saying so when it was just created.
    func announcedKey(dataDirectory: URL) throws -> PublisherKey {
        let (key, created) = try key(dataDirectory: dataDirectory)
        if created {
            Console.error("created the signing key \(Self.defaultKeyFile(in: dataDirectory).path) (mode 0600)")
        }
        return key
    }

    /// Where a server keeps the key it made itself.
    static func defaultKeyFile(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("keys", isDirectory: true).appendingPathComponent("publisher.key")
    }
}
