/** An inject() request carrying one file as multipart/form-data, as a browser's form sends it. */
export function multipart(url: string, filename: string, data: Buffer, headers: Record<string, string> = {}) {
  const boundary = '----testboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url,
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
