/**
 * HTTP/1.1 over a bare socket, for requests no HTTP client would send (broken
 * framing, raw bytes in paths and headers, repeated headers) and for clients
 * that misbehave on purpose. One request per connection; the first response
 * is parsed.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type RawOutcome = { response: RawResponse } | { failure: string };

const ANSWER_LIMIT_MS = 15_000;

/** Parses the first response in `data`; null while it is incomplete (`closed`: no more data will come). */
export function parseRawResponse(data: Buffer, headRequest: boolean, closed = false): RawResponse | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.subarray(headEnd + 4);
  // An interim answer (100 Continue) comes before the real one.
  if (status >= 100 && status < 200) return parseRawResponse(rest, headRequest, closed);
  if (headRequest || status === 204 || status === 304) return { status, headers, body: '' };
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    return rest.length >= length ? { status, headers, body: rest.subarray(0, length).toString('utf8') } : null;
  }
  if (headers['transfer-encoding'] === 'chunked') {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (size === 0) return { status, headers, body: Buffer.concat(chunks).toString('utf8') };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  // Neither length nor chunks: the body runs until the connection closes.
  return closed ? { status, headers, body: rest.toString('utf8') } : null;
}

/** Sends `request` (bytes exactly as given) on a new connection and reads the first response. */
export function rawRequest(port: number, request: Buffer, options: { head?: boolean } = {}): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ failure: `no answer within ${ANSWER_LIMIT_MS} ms` }), ANSWER_LIMIT_MS);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const response = parseRawResponse(Buffer.concat(chunks), options.head ?? false);
      if (response) settle({ response });
    });
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const parsed = parseRawResponse(data, options.head ?? false, true);
      if (parsed) return settle({ response: parsed });
      settle({ failure: data.length > 0 ? `unparsable or cut answer ${JSON.stringify(data.toString('latin1').slice(0, 80))}` : 'connection closed without an answer' });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => settle({ failure: `connection error ${error.code ?? error.message}` }));
  });
}
