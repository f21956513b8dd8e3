/**
 * Body limit of `POST /api/cart/from-konfigurator`, whose body carries the design's DXF text. It
 * is bounded by what one NATS message carries (nats-server's default max_payload, 1 MB): the
 * gateway forwards the line in one message, so the body plus the message envelope must fit.
 * The contract's MAX_DXF_FILE_CHARS (512 K characters) plus the largest design parameters fit
 * below it as JSON; a spec checks that, so the two limits cannot drift apart unnoticed.
 */
export const DESIGN_BODY_LIMIT_BYTES = 768 * 1024;

/** nats-server's default max_payload, the largest message NATS carries between our processes. */
export const NATS_MAX_PAYLOAD_BYTES = 1024 * 1024;
