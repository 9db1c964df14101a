import ArgumentParser
import DatasetDistribution

/// The publisher key a client trusts: `--public-key`, else `NEXTSTOP_PUBLIC_KEY`.
struct TrustedKeyOption: ParsableArguments {
    @Option(help: "The publisher's Ed25519 public key, base64 (default: $NEXTSTOP_PUBLIC_KEY).")
    var publicKey: String?

    /// The trusted key; without one, nothing downloaded can be believed, so it is an error.
    func key(environment: Environment = Environment()) throws -> TrustedKey {
        guard let text = publicKey ?? environment[.publicKey] else {
            throw CLIError("no publisher key: pass --public-key BASE64 or set NEXTSTOP_PUBLIC_KEY")
        }
        do {
            return try TrustedKey(base64: text)
        } catch {
            throw CLIError("publisher key: \(error)")
        }
    }
}
