/**
 * MCP over HTTP: the tools of `tojeong mcp` at POST /mcp, on the MCP SDK's
 * Streamable HTTP transport, stateless (a server and a transport per request,
 * JSON answers, no session id: every tool is a pure function of its
 * arguments). Keyed like the endpoints — `X-API-Key`, or `Authorization:
 * Bearer KEY` as MCP clients send a token — and a `tools/call` is one call
 * of the key's plan, admitted, limited and refused exactly as the same call
 * over HTTP (401, 403, 429 with Retry-After, in the error shape); a tool
 * error gives its call back, as an HTTP error does. The other messages
 * (initialize, tools/list, ping) need a key that is valid and count nothing.
 * A tool error's message is in the request's language (Accept-Language), as
 * every error answer of the API.
 * Not in the OpenAPI document: it is not a REST operation (docs/mcp.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Admit, KeyCheck } from '../../accounts/admission.js';
import type { Clock } from '../../clock.js';
import { ServiceError } from '../../errors.js';
import { createMcpServer } from '../../mcp/server.js';
import { refusal } from '../keyed/apiKeyGuard.js';
import { errorLanguage, varyOnLanguage } from '../transport/errorLanguage.js';

/** The key of a request: X-API-Key, else the token of `Authorization: Bearer`. */
function keyOf(request: FastifyRequest): string | string[] | undefined {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const isToolCall = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { method?: unknown }).method === 'tools/call';

export function mcpHttpRoutes(app: FastifyInstance, { admit, checkKey, clock }: { admit: Admit; checkKey: KeyCheck; clock: Clock }): void {
  app.post('/mcp', { schema: { hide: true, body: { description: 'One JSON-RPC message of MCP (Streamable HTTP transport)' } } }, async (request, reply) => {
    const key = keyOf(request);
    let call: Extract<Awaited<ReturnType<Admit>>, { kind: 'admitted' }> | null = null;
    if (isToolCall(request.body)) {
      const admission = await admit(key);
      if (admission.kind !== 'admitted') throw refusal(admission);
      call = admission;
      reply.header('x-ratelimit-remaining-month', String(admission.remaining));
    } else {
      const standing = await checkKey(key);
      if (standing !== 'active') throw refusal({ kind: standing });
    }
    let toolFailed = false;
    const language = errorLanguage(request.headers['accept-language']);
    const server = createMcpServer(clock, { language, onToolResult: (result) => (toolFailed = result.isError === true) });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    // A tool error's message depends on Accept-Language, as an error answer's does (transport/errorHandler.ts).
    varyOnLanguage(reply);
    // The transport writes the answer itself; the headers set so far go with it.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.hijack();
    try {
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } finally {
      await transport.close();
      await server.close();
      if (call !== null && toolFailed) {
        await call.release().catch((err: unknown) => request.log.warn({ err }, 'could not give back the reserved call of a tool error'));
      }
    }
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new ServiceError('METHOD_NOT_ALLOWED', {
          en: 'MCP over HTTP here is stateless: POST each JSON-RPC message to /mcp; there is no stream to GET and no session to DELETE',
          ko: '이 MCP는 상태 없이 동작합니다. JSON-RPC 메시지마다 /mcp로 POST하세요. GET으로 열 스트림도, DELETE로 끝낼 세션도 없습니다',
        });
      },
    });
  }
}
