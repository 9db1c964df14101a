/// A moment split into its Gregorian date and time of day in UTC.
struct CivilTime {
    /// The year: 1600 to 9999 for the dates written directly.
    var year: Int
    /// 1 to 12.
    var month: Int
    /// 1 to 31.
    var day: Int
    /// 0 to 23.
    var hour: Int
    /// 0 to 59.
    var minute: Int
    /// 0 to 59: Foundation has no leap seconds.
    var second: Int

    private static let secondsPerDay = 86_400
    /// Days from 0000-03-01 to 2001-01-01, the reference date.
    private static let daysToReferenceDate = 730_791
    private static let daysPer400Years = 146_097

    /// The civil time of a whole second since 2001-01-01T00:00:00Z, for a date after year 0.
    ///
    /// Counts from a year 0 that starts in March, so leap days fall at the end of each counted year.
    init(secondsSinceReferenceDate seconds: Int) {
        let (days, secondOfDay) = Self.floorDivision(seconds, by: Self.secondsPerDay)
        hour = secondOfDay / 3_600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60

        let daysSinceMarchOfYear0 = days + Self.daysToReferenceDate
        let era = daysSinceMarchOfYear0 / Self.daysPer400Years
        let dayOfEra = daysSinceMarchOfYear0 - era * Self.daysPer400Years
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0)
    }

    private static func floorDivision(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
