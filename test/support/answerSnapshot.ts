/**
 * A fixed set of requests of every endpoint and the sha256 of each answer's
 * body (test/http/answerSnapshot.test.ts compares them with
 * test/fixtures/answerHashes.json). The requests lean on the name endpoints,
 * whose engine is the largest part of the library; each endpoint has at least
 * one answer and most have an error too. Answers that are not the same from
 * run to run (a new key, a request id) are not among them.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type SnapshotRequest = { label: string; keyed: boolean; options: InjectOptions };
export type AnswerHash = { status: number; contentType: string; bytes: number; sha256: string };

const get = (url: string, keyed = true): SnapshotRequest => ({ label: `GET ${url}`, keyed, options: { method: 'GET', url } });
const post = (url: string, body: unknown, note: string, keyed = true): SnapshotRequest => ({
  label: `POST ${url} ${note}`,
  keyed,
  options: { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) },
});
const analyze = (body: unknown, note: string) => post('/v1/name/analyze', body, note);
const recommend = (body: unknown, note: string) => post('/v1/name/recommend', body, note);
const mcp = (id: number, method: string, params: object, note: string): SnapshotRequest => ({
  label: `POST /mcp ${note}`,
  keyed: true,
  options: {
    method: 'POST',
    url: '/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  },
});

const BIRTH = { date: '1990-05-17', time: '08:30' };

export const SNAPSHOT_REQUESTS: readonly SnapshotRequest[] = [
  // The calendar.
  get('/v1/calendar/day?solar=2026-02-17'),
  get('/v1/calendar/day?lunar=2023-02-01&leap=true'),
  get('/v1/calendar/day?solar=2026-02-30'),
  get('/v1/calendar/terms?year=2026'),
  get('/v1/calendar/pillars?at=1990-05-17T08:30'),
  get('/v1/calendar/pillars?at=2024-02-04T17:27&longitude=126.98'),
  get('/v1/calendar/month?year=2026&month=2'),
  // The gwae.
  post('/v1/tojeong/gwae', { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }, 'lunar 1976-08-26'),
  post('/v1/tojeong/gwae', { birth: '1990-05-17', calendar: 'solar', targetYear: 2027 }, 'solar 1990-05-17'),
  post('/v1/tojeong/gwae', { birth: '1990-13-01', calendar: 'solar', targetYear: 2027 }, 'bad birth'),
  get('/v1/tojeong/gwae/863'),
  get('/v1/tojeong/gwae/111?reading=false'),
  get('/v1/tojeong/gwae/111?reading=maybe'),
  get('/v1/tojeong/gwae/999'),
  // The name analysis.
  analyze({ surname: '洪', given: '吉童' }, '洪吉童'),
  analyze({ surname: '金', given: '洙鐵' }, '金洙鐵'),
  analyze({ surname: '南宮', given: '民秀' }, '南宮民秀'),
  analyze({ surname: '李', given: '甲乙丙' }, '李甲乙丙 (resource-element overrides)'),
  analyze({ surname: [{ hanja: '李', hangul: '리' }], given: [{ hanja: '樂', hangul: '락' }] }, '李樂 with readings'),
  analyze({ surname: '金', given: '鎭', flowRule: 'allSangsaeng', samwonBasis: 'iHyeongWon', school: 'haerye' }, '金鎭 allSangsaeng iHyeongWon haerye'),
  analyze({ surname: '洪', given: '吉童', scoring: 'extended', birth: BIRTH }, '洪吉童 extended, birth practitioner'),
  analyze({ surname: '洪', given: '吉童', birth: BIRTH, needMethod: 'eokbu' }, '洪吉童 birth eokbu'),
  analyze({ surname: '朴', given: '瑞妍', birth: { date: '1988-01-15', calendar: 'lunar' }, needMethod: 'count' }, '朴瑞妍 lunar birth, count'),
  analyze({ surname: '崔', given: '志勳', birth: { date: '2024-02-04', longitude: 126.98 }, scoring: 'extended' }, '崔志勳 birth on 입춘 without hour'),
  analyze({ surname: '洪', given: '吉童', birth: { date: '1990-02-30' } }, 'bad birth'),
  analyze({ surname: '洪', given: 'x' }, 'not hanja'),
  analyze({ surname: '洪', given: '吉童', flowRule: 'strict' }, 'unknown flow rule'),
  // The recommender.
  recommend({ surname: '金', limit: 5 }, '金 limit 5'),
  recommend({ surname: '이', length: 2, sex: 'f', popularity: 'any', limit: 5 }, '이 f any'),
  recommend({ surname: '김', sex: 'm', popularity: 'rare', limit: 5 }, '김 m rare'),
  recommend({ surname: '朴', fixed: { position: 1, hangul: '민' }, limit: 5, gridSystem: 'fourGrids', school: 'haerye' }, '朴 fixed 민 fourGrids haerye'),
  recommend({ surname: '崔', pattern: 'ㅅ?', avoidSyllables: ['수'], birth: BIRTH, limit: 5 }, '崔 pattern ㅅ? with birth'),
  recommend({ surname: '鄭', length: 1, flowRule: 'allSangsaeng', samwonBasis: 'iHyeongWon', needMethod: 'count', birth: BIRTH, limit: 5 }, '鄭 one syllable'),
  recommend({ surname: '金', limit: 51 }, 'limit too high'),
  // The characters.
  get('/v1/name/char/%E6%B4%AA'),
  get('/v1/name/char/%E7%94%B2'),
  get('/v1/name/char/%EA%B0%80'),
  get('/v1/name/char/x'),
  get('/v1/name/chars?reading=%EB%AF%BC'),
  get('/v1/name/chars?reading=%EB%A6%AC&limit=5&offset=3'),
  get('/v1/name/chars?reading=x'),
  // The MCP tools, which call the same builders.
  mcp(1, 'tools/list', {}, 'tools/list'),
  mcp(2, 'tools/call', { name: 'name_analyze', arguments: { surname: '洪', given: '吉童', birth: BIRTH, scoring: 'extended' } }, 'name_analyze'),
  mcp(3, 'tools/call', { name: 'name_recommend', arguments: { surname: '金', limit: 3 } }, 'name_recommend'),
  mcp(4, 'tools/call', { name: 'name_char', arguments: { hanja: '洪' } }, 'name_char'),
  mcp(5, 'tools/call', { name: 'calendar_pillars', arguments: { at: '1990-05-17T08:30' } }, 'calendar_pillars'),
  mcp(6, 'tools/call', { name: 'tojeong_gwae', arguments: { birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 } }, 'tojeong_gwae'),
  // The service's own endpoints and pages.
  get('/v1/health', false),
  get('/v1/billing/plans', false),
  post('/v1/billing/confirm', { paymentId: 'pay-1' }, 'unknown payment', false),
  post('/v1/billing/accept', { token: 'not-a-token' }, 'bad token', false),
  post('/v1/billing/webhook', {}, 'unsigned', false),
  post('/v1/keys/request', { email: 'not an address' }, 'bad email', false),
  post('/v1/keys/confirm', { token: 'not-a-token' }, 'bad token', false),
  get('/keys/confirm', false),
  get('/billing/accept', false),
  get('/', false),
  get('/docs', false),
  get('/docs/static/swagger-initializer.js', false),
  get('/docs/json', false),
  get('/openapi.json', false),
  get('/v1/name/nothing', false),
];

/** Each request's answer: status, content type, length and sha256 of the body. */
export async function answerHashes(app: FastifyInstance, apiKey: string): Promise<Record<string, AnswerHash>> {
  const hashes: Record<string, AnswerHash> = {};
  for (const { label, keyed, options } of SNAPSHOT_REQUESTS) {
    if (label in hashes) throw new Error(`two requests are labelled "${label}"`);
    const headers = keyed ? { ...options.headers, 'x-api-key': apiKey } : options.headers;
    const res = await app.inject({ ...options, headers });
    const body = res.rawPayload;
    hashes[label] = { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  }
  return hashes;
}
