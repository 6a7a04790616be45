/**
 * MCP over HTTP: the tools of `tojeong mcp` at POST /mcp, on MCP's
 * Streamable HTTP transport, stateless — one JSON-RPC message a POST, its
 * answer as JSON, no session id (every tool is a pure function of its
 * arguments). The message is read and answered by the same session rules as
 * on stdio (src/mcp/session.ts): a batch (a JSON array) is refused as MCP
 * 2025-06-18 refuses it, -32600 with HTTP 400, so one POST is at most one
 * tool call (issue 45: a batch of 80 ran 80 calls, uncounted).
 *
 * Who may send what, before the body is read: the page's Origin must be
 * allowed (MCP asks servers to check it; no Origin, as command-line and
 * desktop clients send, is allowed), the Host must be the service's where
 * PUBLIC_BASE_URL names it, the key must be valid (`X-API-Key`, or
 * `Authorization: Bearer KEY` as MCP clients send a token), and the client
 * must accept JSON.
 *
 * What counts: a `tools/call` of a known tool is one call of the key's plan,
 * admitted and limited exactly as the same call over HTTP and given back
 * unless it succeeds (a tool error, a protocol error). A call the minute's
 * limit or the month's quota refuses is answered as a tool error (HTTP 200,
 * `isError`, RATE_LIMIT or QUOTA_EXCEEDED with `retryAfter` seconds in its
 * structured content, the same seconds in Retry-After): a model reads it and
 * waits, where an HTTP 429 was a transport error it never saw (issue 50).
 * The other requests (initialize, tools/list, ping, …) have their own
 * allowance of MCP_MESSAGES_PER_MINUTE per account, past which a request is
 * answered with a JSON-RPC error (-32000, `data: {code: "RATE_LIMIT",
 * retryAfter}`, Retry-After), for the same reason; notifications and
 * responses are taken (202) and cost nothing; a malformed message (400)
 * costs nothing. So /mcp answers no HTTP 429: a batch, the one message that
 * could hold calls not admitted one by one, is refused whole (400).
 * Not in the OpenAPI document: it is not a REST operation (docs/mcp.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { Admit, KeyCheck } from '../../accounts/admission.js';
import type { PerMinuteLimiter } from '../../accounts/perMinuteLimiter.js';
import { FREE_PLAN, MCP_MESSAGES_PER_MINUTE, PLANS } from '../../accounts/plans.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { ServiceError } from '../../errors.js';
import { errorAnswer, INTERNAL_ERROR, INVALID_REQUEST, type Incoming, type Outgoing, readMessage } from '../../mcp/jsonRpc.js';
import { paramsProblem } from '../../mcp/requestParams.js';
import { createMcpServer, toolsListAnswerText } from '../../mcp/server.js';
import { McpSession } from '../../mcp/session.js';
import { limitToolError } from '../../mcp/toolResult.js';
import { isCostlyTool, isTool } from '../../mcp/tools.js';
import { refusal } from '../keyed/apiKeyGuard.js';
import { rateLimitFields } from '../keyed/rateLimitHeaders.js';
import { apiKeyOf } from '../transport/apiKeyHeader.js';
import { errorLanguage, varyOnLanguage } from '../transport/errorLanguage.js';
import { clientClosed, clientGone, costlyTurnFor } from '../transport/workTurns.js';

export interface McpHttpOptions {
  admit: Admit;
  checkKey: KeyCheck;
  limiter: Pick<PerMinuteLimiter, 'hit'>;
  clock: Clock;
  /** The origins whose pages may call /mcp: CORS_ORIGINS and the service's own. */
  allowedOrigins: ReadonlySet<string>;
  /** The hosts (host[:port], lower case) the service is reached by, where PUBLIC_BASE_URL names one; null: any. */
  allowedHosts: ReadonlySet<string> | null;
}

/**
 * Who may call /mcp from where: pages of CORS_ORIGINS and of the service's own
 * origin; and, where PUBLIC_BASE_URL names the service's address, only
 * requests whose Host (or X-Forwarded-Host from a trusted proxy) is that
 * address, with or without its default port — a page of another site that
 * resolved its name to this server (DNS rebinding) names its own.
 */
export function mcpCallers(config: Pick<Config, 'corsOrigins' | 'mail'>): Pick<McpHttpOptions, 'allowedOrigins' | 'allowedHosts'> {
  const base = new URL(config.mail.publicBaseUrl);
  const defaultPort = base.protocol === 'https:' ? '443' : '80';
  return {
    allowedOrigins: new Set([...config.corsOrigins, base.origin]),
    allowedHosts: config.mail.publicBaseUrlGiven ? new Set([base.host, `${base.hostname}:${base.port || defaultPort}`]) : null,
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A request refused for the messages' allowance: a code of JSON-RPC's range for the server's own errors. */
const LIMITED = -32000;

/** The account a request's key belongs to, found before its body was read. */
const accountOf = new WeakMap<FastifyRequest, string>();

/** The checks made on the headers alone, before the body is read: nothing a refused client sends is parsed. */
async function admitHeaders(request: FastifyRequest, { checkKey, allowedOrigins, allowedHosts }: McpHttpOptions): Promise<void> {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    throw new ServiceError('ORIGIN_NOT_ALLOWED', {
      en: `pages of ${JSON.stringify(origin.slice(0, 100))} may not call /mcp; the operator lists the sites that may in CORS_ORIGINS`,
      ko: `${JSON.stringify(origin.slice(0, 100))}의 페이지는 /mcp를 호출할 수 없습니다. 호출할 수 있는 사이트는 운영자가 CORS_ORIGINS에 적습니다`,
    });
  }
  if (allowedHosts !== null && !allowedHosts.has(request.host.toLowerCase())) {
    throw new ServiceError('HOST_NOT_ALLOWED', {
      en: 'this service is not reached by the Host this request names; use the address of PUBLIC_BASE_URL',
      ko: '이 요청의 Host로는 이 서비스에 닿을 수 없습니다. PUBLIC_BASE_URL의 주소를 쓰세요',
    });
  }
  const standing = await checkKey(apiKeyOf(request));
  if (standing.kind !== 'active') throw refusal(standing);
  accountOf.set(request, standing.accountId);
  if (new Negotiator(request.raw).mediaType(['application/json']) === undefined) {
    throw new ServiceError('NOT_ACCEPTABLE', {
      en: 'MCP over HTTP here answers in JSON: the Accept header must admit application/json (MCP clients send "application/json, text/event-stream")',
      ko: '이 MCP는 JSON으로 답합니다. Accept 헤더가 application/json을 받아야 합니다(MCP 클라이언트는 "application/json, text/event-stream"을 보냅니다)',
    });
  }
}

/** A version the client says it speaks that this server does not (MCP: 400 Bad Request), or undefined. */
function unsupportedVersion(request: FastifyRequest, incoming: Incoming): string | undefined {
  const version = request.headers['mcp-protocol-version'];
  if (version === undefined || (incoming.kind === 'request' && incoming.method === 'initialize')) return undefined;
  if (typeof version === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  return `Invalid Request: MCP-Protocol-Version ${JSON.stringify(String(version).slice(0, 40))} is not one this server speaks (${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`;
}

/** A `tools/call` whose params fit and whose tool exists: the one message that is a call of the plan. */
function toolCallOf(incoming: Incoming): string | undefined {
  if (incoming.kind !== 'request' || incoming.method !== 'tools/call' || paramsProblem('tools/call', incoming.params) !== undefined) return undefined;
  const name = (incoming.params as { name: string }).name;
  return isTool(name) ? name : undefined;
}

/** Whether the session's answer is a success: a result that is not a tool error. */
const succeeded = (answer: Outgoing | undefined) => answer !== undefined && 'result' in answer && (answer.result as { isError?: unknown }).isError !== true;

export function mcpHttpRoutes(app: FastifyInstance, options: McpHttpOptions): void {
  const { admit, limiter, clock } = options;
  // The body is the JSON-RPC message as text, read by the session's own rules (a parse error is -32700, not the API's BAD_INPUT).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** Runs one message in a session of its own, its internal errors logged (the client sees only "Internal error"). */
  const answerOf = async (request: FastifyRequest, incoming: Incoming): Promise<Outgoing | undefined> => {
    const language = errorLanguage(request.headers['accept-language']);
    const session = await McpSession.open(createMcpServer(clock, { language, keyed: PLANS[FREE_PLAN] }), {
      stateless: true,
      onInternalError: (text) => request.log.error({ detail: text }, 'MCP internal error'),
    });
    try {
      return await session.handleMessage(incoming);
    } finally {
      await session.close();
    }
  };

  const send = (reply: FastifyReply, status: number, answer: Outgoing | string) =>
    reply.code(status).type(JSON_TYPE).send(typeof answer === 'string' ? answer : JSON.stringify(answer));

  app.post(
    '/mcp',
    {
      schema: { hide: true },
      onRequest: async (request) => admitHeaders(request, options),
    },
    async (request, reply) => {
      // A tool error's message depends on Accept-Language, as an error answer's does (transport/errorHandler.ts).
      varyOnLanguage(reply);
      const incoming = readMessage(typeof request.body === 'string' ? request.body : '');
      if (incoming.kind === 'invalid') return send(reply, 400, incoming.answer);
      const badVersion = unsupportedVersion(request, incoming);
      if (badVersion) return send(reply, 400, errorAnswer(incoming.kind === 'request' ? incoming.id : null, INVALID_REQUEST, badVersion));
      // A notification or a response is taken and has no answer (Streamable HTTP: 202 Accepted, no body); in a
      // stateless server it has nothing to act on (a cancellation names a request of another POST, answered or about to be).
      if (incoming.kind !== 'request') return reply.code(202).send();

      const tool = toolCallOf(incoming);
      if (tool === undefined) {
        const verdict = await limiter.hit(`mcp-messages:${accountOf.get(request)!}`, MCP_MESSAGES_PER_MINUTE, clock.now());
        if (!verdict.allowed) {
          const wait = verdict.retryAfterSeconds;
          const text = {
            en: `an API key may send ${MCP_MESSAGES_PER_MINUTE} MCP messages a minute besides its tool calls (initialize, tools/list, ping); retry after ${wait} s`,
            ko: `API 키 하나로 도구 호출 말고도 MCP 메시지(initialize, tools/list, ping)를 1분에 ${MCP_MESSAGES_PER_MINUTE}번 보낼 수 있습니다. ${wait}초 뒤에 다시 시도하세요`,
          };
          reply.header('retry-after', String(wait));
          const message = `RATE_LIMIT: ${text[errorLanguage(request.headers['accept-language'])]}`;
          return send(reply, 200, errorAnswer(incoming.id, LIMITED, message, { code: 'RATE_LIMIT', retryAfter: wait }));
        }
        if (incoming.method === 'tools/list' && paramsProblem('tools/list', incoming.params) === undefined) return send(reply, 200, toolsListAnswerText(incoming.id));
        return send(reply, 200, (await answerOf(request, incoming))!);
      }

      const admission = await admit(apiKeyOf(request));
      if (admission.kind === 'rate-limited' || admission.kind === 'quota-exceeded') {
        // A tool call refused for the minute or the month is a tool error the model can act on, not a transport error.
        reply.headers(rateLimitFields(admission.limits, admission.windows, admission.remaining));
        const { code, text } = refusal(admission);
        const wait = admission.retryAfterSeconds;
        reply.header('retry-after', String(wait)).header('x-ratelimit-remaining-month', String(admission.remaining));
        const language = errorLanguage(request.headers['accept-language']);
        return send(reply, 200, { jsonrpc: '2.0', id: incoming.id, result: limitToolError(code, text, wait, language) });
      }
      if (admission.kind !== 'admitted') throw refusal(admission);
      let answer: Outgoing | undefined;
      try {
        if (isCostlyTool(tool)) await costlyTurnFor(reply);
        else if (clientGone(reply)) throw clientClosed();
        answer = await answerOf(request, incoming);
      } finally {
        // Only a success counts, as over HTTP: a tool error, a protocol error, a client gone give the call back.
        const remaining = succeeded(answer)
          ? admission.remaining
          : await admission.release().catch((err: unknown) => {
              request.log.warn({ err }, 'could not give back the reserved call of an unsuccessful tool call');
              return admission.remaining;
            });
        reply.header('x-ratelimit-remaining-month', String(remaining)).headers(rateLimitFields(admission.limits, admission.windows, remaining));
      }
      return send(reply, 200, answer ?? errorAnswer(incoming.id, INTERNAL_ERROR, 'Internal error'));
    },
  );
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
