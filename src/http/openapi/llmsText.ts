/**
 * `/llms.txt` (issue 50; the llms.txt proposal, llmstxt.org): the OpenAPI
 * document as a short Markdown page an LLM agent reads before calling the
 * service — its title and what it does, how to authenticate and what limits
 * apply, then one line per operation (method, path, summary, whether it needs
 * a key, a link into /docs), with links to /openapi.json and /docs. Made from
 * the document once the routes are known (app.ts), so it cannot disagree with it.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
}
interface Document {
  info: { title: string; version: string };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The page for `doc`, its links under `baseUrl` (PUBLIC_BASE_URL, no trailing slash). */
export function llmsText(doc: Document, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      const keyed = (op.security ?? []).length > 0 ? ' (key)' : '';
      const link = op.operationId ? ` — [reference](${base}/docs#/${tag}/${op.operationId})` : '';
      const lines = byTag.get(tag) ?? [];
      lines.push(`- \`${method.toUpperCase()} ${path}\`${keyed}: ${op.summary ?? ''}${link}`);
      byTag.set(tag, lines);
    }
  }
  const sections = (doc.tags ?? []).filter((tag) => byTag.has(tag.name)).map((tag) => `## ${tag.name}${tag.description ? `: ${tag.description}` : ''}\n\n${byTag.get(tag.name)!.join('\n')}`);
  return [
    `# ${doc.info.title}`,
    '',
    '> Deterministic 토정비결 (Tojeong Bigyeol) gwae calculation and text, 성명학 (Korean name numerology) and the Korean lunisolar calendar, solar terms and four pillars. ' +
      'Computed values and original text only: no AI interpretation. The same input always gives the same output.',
    '',
    `- Interface version ${doc.info.version}. Machine-readable description: [OpenAPI 3.1](${base}/openapi.json); for people: [API reference](${base}/docs).`,
    '- Keys: operations marked (key) need `X-API-Key: KEY` or `Authorization: Bearer KEY`; `POST /v1/keys/request` with `{"email": …}` issues a free Sandbox key (300 calls a month, 10 a minute).',
    '- Limits: every keyed answer carries `RateLimit-Policy` and `RateLimit` (IETF; the minute and the month) and `X-RateLimit-Remaining-Month`; a 429 carries `Retry-After` in seconds.',
    '- Errors: `{"error": {"code", "message", "param"?}}`; `param` points at the field at fault (`/birth`). Send `Accept-Language: ko` for Korean messages.',
    '- Caching: GET answers carry a strong `ETag`; `If-None-Match` gives 304, which costs no call.',
    '- MCP: the same tools over Streamable HTTP at `POST /mcp` (the same key).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
