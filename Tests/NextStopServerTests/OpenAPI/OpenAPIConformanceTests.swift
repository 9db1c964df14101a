import HummingbirdTesting
import Testing

@Suite struct OpenAPIConformanceTests {
    @Test(arguments: ConformanceCase.all)
    func answerIsDocumented(_ testCase: ConformanceCase) async throws {
        let server = try ConformanceServer(testCase.scenario)
        try await server.test { client in
            // given the served document and the scenario's state
            let document = try await OpenAPIDocument.served(by: client)
            let world = try await testCase.scenario.prepare(server.harness, client: client)
            let request = world.request(for: testCase)
            guard let operation = document.operation(request.method, path: request.path) else {
                Issue.record("\(request.method) \(request.path) is of no documented operation")
                return
            }
            #expect(document.requestProblems(request, of: operation, succeeding: testCase.succeeds) == [])
            // when
            let response = try await request.send(with: client)
            // then
            #expect(response.status == testCase.status)
            #expect(document.responseProblems(response, of: operation) == [])
        }
    }

    @Test func everyDocumentedOperationIsExercised() async throws {
        try await ServerHarness().test { client in
            // given
            let document = try await OpenAPIDocument.served(by: client)
            // when
            let matches = ConformanceCase.all.map { ($0, Self.operation(of: $0, in: document)) }
            // then every case is of a documented operation, and every documented operation has a case
            #expect(matches.filter { $0.1 == nil }.map(\.0.testDescription) == [])
            #expect(Set(matches.compactMap(\.1)).sorted() == document.operations.sorted())
        }
    }

    @Test func everyDocumentedStatusIsExercised() async throws {
        try await ServerHarness().test { client in
            // given
            let document = try await OpenAPIDocument.served(by: client)
            let documented = document.operations.flatMap { operation in
                document.statuses(of: operation).map { "\(operation) \($0)" }
            }
            // when
            let exercised = ConformanceCase.all.compactMap { testCase in
                Self.operation(of: testCase, in: document).map { "\($0) \(testCase.status.code)" }
            }
            // then
            #expect(Set(exercised).sorted() == Set(documented).sorted())
        }
    }

    /// The documented operation a case's request falls under.
    private static func operation(of testCase: ConformanceCase, in document: OpenAPIDocument) -> APIOperation? {
        let request = ConformanceWorld.unseeded.request(for: testCase)
        return document.operation(request.method, path: request.path)
    }
}
