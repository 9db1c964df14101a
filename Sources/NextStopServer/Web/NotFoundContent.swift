/// The page for an address with nothing behind it: what was asked for, safely echoed.
struct NotFoundContent {
    /// What the visitor asked for, such as "There is no route ".
    var message: String
    /// The key or id that was not found.
    var subject: String
}
