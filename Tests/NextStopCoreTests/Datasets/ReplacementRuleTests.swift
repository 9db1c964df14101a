import NextStopCore
import Testing

@Suite struct ReplacementRuleTests {
    private let rule = ReplacementRule(
        dataset: "timetable", compared: ["trips", "stop_times"], minimumShare: 0.5, required: ["trips", "stop_times"])
    private let kept = DatasetCounts(["trips": 100, "stop_times": 3_000, "transfers": 4])

    @Test func aCopyAtLeastHalfAsCompleteReplacesTheKeptOne() throws {
        try rule.check(DatasetCounts(["trips": 50, "stop_times": 1_500, "transfers": 0]), replacing: kept)
        try rule.check(DatasetCounts(["trips": 400, "stop_times": 9_000, "transfers": 9]), replacing: kept)
    }

    @Test func aCopyWithAnEmptyRequiredPartIsRefusedEvenWithNothingKept() {
        #expect(throws: DatasetRejection(dataset: "timetable", problems: ["stop_times has no rows"])) {
            try rule.check(DatasetCounts(["trips": 100, "stop_times": 0]), replacing: nil)
        }
    }

    @Test func aCopyLessThanHalfAsCompleteIsRefusedNamingTheShortfall() {
        #expect(
            throws: DatasetRejection(
                dataset: "timetable", problems: ["stop_times has 1499, the kept copy 3000 (at least 1500 required)"])
        ) {
            try rule.check(DatasetCounts(["trips": 100, "stop_times": 1_499, "transfers": 4]), replacing: kept)
        }
    }

    @Test func aCopyLackingAPartTheKeptOneHadIsRefused() {
        #expect(
            throws: DatasetRejection(dataset: "timetable", problems: ["transfers is missing (the kept copy has it)"])
        ) {
            try rule.check(DatasetCounts(["trips": 100, "stop_times": 3_000]), replacing: kept)
        }
    }

    @Test func theRejectionSaysWhichDatasetAndEveryProblem() {
        let rejection = DatasetRejection(dataset: "TfL docks", problems: ["docks has 3", "x is missing"])
        #expect(rejection.description == "a new TfL docks copy was refused, the kept one stays: docks has 3; x is missing")
    }

    @Test func rejectionsStandUntilTheDatasetTakesAGoodCopy() {
        let rejections = DatasetRejections()
        rejections.record(DatasetRejection(dataset: "b", problems: ["p"]))
        rejections.record(DatasetRejection(dataset: "a", problems: ["q"]))
        #expect(rejections.current.map(\.dataset) == ["a", "b"])
        rejections.clear("b")
        #expect(rejections.current.map(\.dataset) == ["a"])
    }
}
