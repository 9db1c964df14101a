import Foundation
import Logging

extension NextStopCommand {
    /// Sets up the process (logs to standard error at `NEXTSTOP_LOG_LEVEL`, default warning; line-buffered
    /// output so piped progress shows at once), then runs the command line.
    public static func launch(environment: Environment = Environment()) async {
        setvbuf(stdout, nil, _IOLBF, 0)
        let level = environment["NEXTSTOP_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        await main()
    }
}
