import Foundation
import Logging

extension NextStopCommand {
    /// Sends logs to standard error at `NEXTSTOP_LOG_LEVEL` (default warning), then runs the command line; a settings
    /// file that cannot be used is one line and a non-zero exit.
    public static func launch(environment: Environment = Environment()) async {
        if case .failure(let error) = Environment.process {
            Console.error("error: \(error)")
            Foundation.exit(1)
        }
        let level = environment[.logLevel].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let (arguments, note) = HongKongBusCommand.movingFormerName(Array(CommandLine.arguments.dropFirst()))
        if let note { Console.error(note) }
        await main(arguments)
    }
}
