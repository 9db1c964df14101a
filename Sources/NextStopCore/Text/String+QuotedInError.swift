extension StringProtocol {
    /// The text as an error message may quote it: at most 100 characters, an ellipsis marking a cut, so that a message
    /// never echoes a client's whole input back.
    public var quotedInError: String {
        count <= 100 ? String(self) : String(prefix(99)) + "…"
    }
}
