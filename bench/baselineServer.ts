/**
 * The baseline for `npm run bench`: a bare Fastify route returning a constant
 * JSON body; and POST /sized/N, a constant JSON body of N bytes, so the bench
 * can tell what bytes alone cost a bare route (the gwae text's share of the POST).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
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

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
