/**
 * The largest picture the shop takes (an avatar, a wine's bottle), in megabytes as the profile's hint and
 * the server's refusal say it; the server's multipart limit is the same figure in bytes.
 */
export const UPLOAD_MAX_MEGABYTES = 5;

export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
