import NextStopCLI

@main
struct Entrypoint {
    static func main() async {
        await NextStopCommand.launch()
    }
}
