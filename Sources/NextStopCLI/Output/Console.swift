import Foundation

/// Unbuffered standard output, for lines that must show at once even through a pipe (a server's address).
enum Console {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
