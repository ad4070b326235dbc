/**
 * The first file of a multipart/form-data body, or null. Enough for one uploaded file under the
 * route's size limit: the whole body is already in memory, so the part is sliced out of it.
 */
export function fileOfMultipart(contentType: string, body: Buffer): Buffer | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersEnd = body.indexOf('\r\n\r\n', start);
    if (headersEnd === -1) return null;
    const headers = body.subarray(start + delimiter.length, headersEnd).toString('latin1');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next === -1) return null;
    if (/content-disposition:[^\r\n]*filename=/i.test(headers)) return body.subarray(headersEnd + 4, next);
    start = next + 2;
  }
  return null;
}
