import Hummingbird

extension Response {
    /// The policy of every page: scripts, styles, images and connections from this server only, no inline script.
    static let contentSecurityPolicy =
        "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// An HTML page under the content security policy, revalidated on every visit.
    static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8", .contentSecurityPolicy: contentSecurityPolicy,
                .cacheControl: "no-cache", .init("Referrer-Policy")!: "same-origin",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A redirect to a page of this server that the browser must fetch with GET.
    static func seeOther(_ path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path, .cacheControl: "no-store"])
    }
}
