/**
 * MCP over stdio (`tojeong mcp`): one JSON-RPC message a line on standard
 * input, each answer one line on standard output, nothing else on it. The
 * lines are cut here and handed to the session (session.ts), which answers
 * them: every line that is not a notification or a response gets exactly one
 * answer. A blank line is skipped. Two faults only a byte stream has are
 * answered here, with id null: a line that is not UTF-8 (-32700) and a line
 * longer than MAX_LINE_BYTES (-32600, the rest of it skipped). An internal
 * error's text goes to standard error. Serving ends when standard input does,
 * once every answer is written.
 */
import type { ErrorLanguage } from 'tojeong-core/errors';
import type { Clock } from '../clock.js';
import { errorAnswer, INVALID_REQUEST, type Outgoing, PARSE_ERROR } from './jsonRpc.js';
import { createMcpServer } from './server.js';
import { McpSession } from './session.js';

/** No request of these tools comes near it; a client sending more is refused, not buffered. */
export const MAX_LINE_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface StdioStreams {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  errors: NodeJS.WritableStream;
}

/** `language`: of the tools' error messages (language.ts reads it from the environment). */
export async function serveStdio(
  clock: Clock,
  language: ErrorLanguage,
  { input, output, errors }: StdioStreams = { input: process.stdin, output: process.stdout, errors: process.stderr },
): Promise<void> {
  const write = (message: Outgoing) => output.write(`${JSON.stringify(message)}\n`);
  const session = await McpSession.open(createMcpServer(clock, { language }), {
    onServerMessage: write,
    onInternalError: (text) => errors.write(`tojeong mcp: internal error: ${text.replace(/\s+/g, ' ')}\n`),
  });
  const inFlight = new Set<Promise<void>>();
  const answer = (text: string) => {
    const done: Promise<void> = session.handle(text).then((message) => {
      inFlight.delete(done);
      if (message) write(message);
    });
    inFlight.add(done);
  };

  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  const line = (bytes: Buffer) => {
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      write(errorAnswer(null, PARSE_ERROR, 'Parse error: the line is not UTF-8'));
      return;
    }
    if (text.trim() !== '') answer(text);
  };
  const tooLong = () => write(errorAnswer(null, INVALID_REQUEST, `Invalid Request: the message is longer than ${MAX_LINE_BYTES} bytes`));
  const take = (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; start = end + 1, end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      if (skipping) skipping = false;
      else if (size + piece.length > MAX_LINE_BYTES) tooLong();
      else line(parts.length === 0 ? piece : Buffer.concat([...parts, piece]));
      parts = [];
      size = 0;
    }
    if (skipping || start === chunk.length) return;
    const rest = chunk.subarray(start);
    size += rest.length;
    if (size <= MAX_LINE_BYTES) {
      parts.push(Buffer.from(rest));
      return;
    }
    tooLong();
    parts = [];
    skipping = true;
  };

  await new Promise<void>((resolve) => {
    input.on('data', (chunk: Buffer | string) => take(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    input.once('end', resolve);
    input.once('error', resolve);
    output.on('error', resolve); // the client went away: nothing can be answered any more
  });
  if (!skipping && size > 0) line(Buffer.concat(parts));
  while (inFlight.size > 0) await Promise.all(inFlight);
  await session.close();
}
