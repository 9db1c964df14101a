import Hummingbird

/// Answers a request for a representation: 304 when the client's copy is current; where ranges are offered, 206
/// for one satisfiable range and 416 for a range past the end; 200 with the whole otherwise.
struct RepresentationResponder {
    let representation: Representation
    /// Sent with every answer about the representation, 304 included (`Cache-Control`, `Vary`).
    let cacheHeaders: HTTPFields
    let offersRanges: Bool
    var contentType = "application/json"

    func response(to request: Request, context: some RequestContext) throws -> Response {
        let tag = representation.entityTag
        let validators = RequestValidators(headers: request.headers)
        var headers = cacheHeaders
        headers[.eTag] = tag.headerValue
        if offersRanges { headers[.acceptRanges] = "bytes" }
        if validators.clientHasCurrent(tag) { return Response(status: .notModified, headers: headers) }
        let bytes = representation.bytes
        let range =
            offersRanges && validators.rangeApplies(to: tag)
            ? ByteRangeRequest(header: request.headers[.range], length: bytes.readableBytes) : .whole
        headers[.contentType] = contentType
        if let encoding = representation.coding.headerValue { headers[.contentEncoding] = encoding }
        switch range {
        case .whole:
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
        case .part(let offsets):
            headers[.contentRange] = "bytes \(offsets.lowerBound)-\(offsets.upperBound)/\(bytes.readableBytes)"
            let view = bytes.readableBytesView
            let part = ByteBuffer(view[(view.startIndex + offsets.lowerBound)...(view.startIndex + offsets.upperBound)])
            return Response(status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: part))
        case .unsatisfiable:
            let error = APIError(.rangeNotSatisfiable, "The requested range starts beyond the end.", field: "range")
            var response = try error.response(from: request, context: context)
            response.headers[.contentRange] = "bytes */\(bytes.readableBytes)"
            return response
        }
    }
}
