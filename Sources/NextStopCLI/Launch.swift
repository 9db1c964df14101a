import Logging

extension NextStopCommand {
    /// Sends logs to standard error at `NEXTSTOP_LOG_LEVEL` (default warning), then runs the command line.
    public static func launch(environment: Environment = Environment()) async {
        let level = environment["NEXTSTOP_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        await main()
    }
}
