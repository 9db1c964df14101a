/// What the favourites store keys a device by, for tools outside the server that read a device's list (the CLI's
/// `bikes favourites`): the hash of a token as the server takes it, or nil for a token the server would refuse.
public func deviceTokenHash(_ token: String) -> String? {
    DeviceToken(token)?.hash
}
