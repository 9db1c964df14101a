/// How `LiveAnswers` caches and falls back; every field has a working default.
public struct LiveAnswerSettings: Sendable, Hashable {
    /// Seconds an upstream answer is served from the cache without asking again.
    public var cacheTTL: Double
    /// Seconds after fetching that an answer may still be served, marked stale, when the upstream fails.
    public var staleLimit: Double
    /// The most upstream answers kept, fresh or stale.
    public var cacheCapacity: Int
    /// Seconds an answer waits for an upstream before falling back; the upstream call goes on in the background.
    public var answerBudget: Double

    /// Settings with the given values, defaulting to a 30 s cache, 10 min of stale answers and answers within
    /// 4.5 s (a rider's 5 s, less the time to draw the page).
    public init(cacheTTL: Double = 30, staleLimit: Double = 600, cacheCapacity: Int = 4_096, answerBudget: Double = 4.5) {
        self.cacheTTL = cacheTTL
        self.staleLimit = staleLimit
        self.cacheCapacity = cacheCapacity
        self.answerBudget = answerBudget
    }
}
