import PostgresStorage
import Testing

@Suite struct PostgresSettingsTests {
    @Test func aFullURLGivesEveryPart() throws {
        let settings = try PostgresSettings(
            url: "postgres://app:s3cret@db.internal:6543/nextstop?sslmode=require&schema=prod&pool=4", environment: [:])

        #expect(settings.host == "db.internal")
        #expect(settings.port == 6543)
        #expect(settings.user == "app")
        #expect(settings.database == "nextstop")
        #expect(settings.requiresTLS)
        #expect(settings.schema == "prod")
        #expect(settings.poolSize == 4)
    }

    @Test func theDescriptionNeverShowsThePassword() throws {
        let settings = try PostgresSettings(url: "postgresql://app:s3cret@127.0.0.1/nextstop", environment: [:])

        #expect(settings.description == "postgres://app@127.0.0.1:5432/nextstop")
        #expect(!"\(settings)".contains("s3cret"))
    }

    @Test func defaultsAreLoopbackFriendly() throws {
        let settings = try PostgresSettings(url: "postgres://127.0.0.1/nextstop", environment: ["USER": "svc"])

        #expect(settings.user == "svc")
        #expect(settings.port == 5432)
        #expect(!settings.requiresTLS)
        #expect(settings.schema == nil)
        #expect(settings.poolSize == 10)
    }

    @Test(arguments: [
        "mysql://app@host/db", "postgres://", "postgres://host", "postgres://host/", "postgres://host/a/b",
        "postgres://host/db?sslmode=allow", "postgres://host/db?schema=Drop;Table", "postgres://host/db?pool=0",
        "not a url",
    ])
    func badURLsAreRefusedWithOneLine(url: String) {
        let error = #expect(throws: PostgresSettingsError.self) { try PostgresSettings(url: url, environment: [:]) }
        #expect(error.map { !$0.description.contains("\n") } == true)
    }
}
