extension Device {
    /// A token the server refuses: it holds spaces.
    static let malformed = Device(token: "not a device token")
}
