/**
 * The baseline for `npm run bench`: bare Fastify routes (logger off, no
 * schemas, no key) that send what the service would, so that each keyed
 * figure is read against the same bytes sent bare.
 *
 * - GET and POST /constant: a constant JSON body (the service's health answer size).
 * - POST /sized/N: a constant JSON body of N bytes (what bytes alone cost).
 * - POST /prime/NAME with {answers: {key: body}}: remembers the answers of one
 *   keyed endpoint, keyed by request body (POST) or by "" (GET); then GET and
 *   POST /replay/NAME send, for each request, the bytes the service sent for
 *   it. The request body is parsed as JSON, as Fastify's own parser would, and
 *   looked up by its text (bench/sameBytes.ts primes it).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 64 << 20 });
const body = { data: { ok: true }, version: '2026.10.18' };
app.get('/constant', async () => body);
app.post('/constant', async () => body);

const MAX_SIZED_BYTES = 1 << 20;
const sized = new Map<number, Buffer>();
app.post<{ Params: { bytes: string } }>('/sized/:bytes', async (request, reply) => {
  const bytes = Number(request.params.bytes);
  if (!Number.isInteger(bytes) || bytes < 16 || bytes > MAX_SIZED_BYTES) return reply.code(400).send({ error: 'bytes: an integer from 16 to 1 MiB' });
  let json = sized.get(bytes);
  if (!json) {
    // {"data":"xxx…"}: 11 bytes of JSON around the padding.
    json = Buffer.from(`{"data":"${'x'.repeat(bytes - 11)}"}`);
    sized.set(bytes, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
});

const primed = new Map<string, Map<string, Buffer>>();
app.post<{ Params: { name: string }; Body: { answers: Record<string, string> } }>('/prime/:name', async (request) => {
  primed.set(request.params.name, new Map(Object.entries(request.body.answers).map(([key, text]) => [key, Buffer.from(text)])));
  return { primed: primed.get(request.params.name)!.size };
});

// The replayed routes keep the request's text beside its parse, to find the answer by it.
await app.register(async (replay) => {
  replay.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    try {
      (request as unknown as { text: string }).text = text as string;
      done(null, text === '' ? undefined : JSON.parse(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  const send = (name: string, key: string, reply: import('fastify').FastifyReply) => {
    const answer = primed.get(name)?.get(key);
    if (!answer) return reply.code(404).send({ error: `nothing primed for ${name} ${key.slice(0, 80)}` });
    return reply.type('application/json; charset=utf-8').send(answer);
  };
  replay.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => send(request.params.name, '', reply));
  replay.post<{ Params: { name: string } }>('/replay/:name', async (request, reply) => send(request.params.name, (request as unknown as { text: string }).text, reply));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
