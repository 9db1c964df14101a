import Hummingbird

extension Response {
    /// An HTML page, revalidated on every visit (`ContentSecurityPolicyMiddleware` adds the policy).
    static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .init("Referrer-Policy")!: "same-origin",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A redirect to a page of this server that the browser must fetch with GET.
    static func seeOther(_ path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path, .cacheControl: "no-store"])
    }
}
