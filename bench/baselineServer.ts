/** The baseline for `npm run bench`: a bare Fastify route returning a constant JSON body. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { data: { ok: true }, version: '2026.10.18' };
app.get('/constant', async () => body);
app.post('/constant', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
