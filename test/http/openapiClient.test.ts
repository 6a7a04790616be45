/**
 * A client generated from the OpenAPI document: openapi-typescript turns the
 * document into types, and a small program written against them compiles
 * (strict). It uses the named schemas, reads the fields the service always
 * sends without checking for undefined (so an optional one fails to compile),
 * leaves out the request fields that have a default (so a generator that
 * makes them required fails to compile), and relies on `error.code` being narrowed to the codes of one operation and
 * status (an `@ts-expect-error` that no longer errs fails too).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { testApp } from './helpers.js';

const USAGE = `
import type { components, operations, paths } from './api';

declare const gwae: paths['/v1/tojeong/gwae']['post']['responses'][200]['content']['application/json'];
const gwaeId: string = gwae.data.calc.gwaeId;
const upper: number = gwae.data.calc.upper;
const leap: boolean = gwae.data.calc.lunar.leap;
const adjusted: boolean = gwae.data.calc.dayAdjusted;
const taeseSu: number = gwae.data.calc.basis.taeseSu;
const text: components['schemas']['Gwae'] | null = gwae.data.gwae;
const firstVerse: string | undefined = gwae.data.gwae?.yearly[0];
const readingTable: string = gwae.data.source.readingTable;
const version: string = gwae.version;

type BadGwaeRequest = operations['calculateGwae']['responses'][400]['content']['application/json'];
declare const bad: BadGwaeRequest;
const code: 'BAD_BIRTH' | 'BAD_INPUT' = bad.error.code;
const message: string = bad.error.message;
// @ts-expect-error CALC_ERROR is this operation's 422, not one of its 400 codes
const notThisStatus: BadGwaeRequest['error']['code'] = 'CALC_ERROR';
const anyCode: components['schemas']['ErrorCode'] = bad.error.code;
declare const remaining: operations['calculateGwae']['responses'][429]['headers']['X-RateLimit-Remaining-Month'];
const left: number = remaining;

declare const page: operations['getGwaeText']['responses'][200];
const etag: string = page.headers.ETag;
const cache: 'private, max-age=86400' = page.headers['Cache-Control'];
const title: string = page.content['application/json'].data.gwae.title.reading;

const request: operations['analyzeName']['requestBody']['content']['application/json'] = {
  surname: '洪',
  given: [{ hanja: '吉' }, { hanja: '童', hangul: '동' }],
  school: 'haerye',
};
declare const analysis: operations['analyzeName']['responses'][200]['content']['application/json'];
const score: number = analysis.data.result.score;
const heaven: number = analysis.data.result.fiveGrids.heaven.number;
const judged: boolean = analysis.data.result.fiveGrids.heaven.judged;
const won: components['schemas']['Grid'] = analysis.data.result.fourGrids.won;
const element: components['schemas']['PhoneticElement'] = analysis.data.result.chars[0]!.element;
const rules: string = analysis.data.source.rules.score;
declare const notUsable: operations['analyzeName']['responses'][422]['content']['application/json'];
const charCode: 'CHAR_NOT_FOUND' | 'CALC_ERROR' = notUsable.error.code;

declare const record: components['schemas']['HanjaRecord'];
const strokes: number = record.strokes;
const radicalStrokes: number = record.radical.strokes;
const nameReading: string | null = record.nameReading;
const disputed: number[] | undefined = record.disputed?.values;

declare const issued: operations['requestKey']['responses'][200];
const apiKey: string = issued.content['application/json'].data.apiKey;
const noStore: 'no-store' = issued.headers['Cache-Control'];
declare const mailed: operations['requestKey']['responses'][202]['content']['application/json'];
const expiresAt: string = mailed.data.expiresAt;

// Fields with a default may be left out of a request (components.requestBodies, not schemas).
const onlyTheBirth: components['requestBodies']['GwaeRequest']['content']['application/json'] = { birth: '1976-08-26' };
const byOperation: operations['calculateGwae']['requestBody'] = { content: { 'application/json': { birth: '1976-08-26', calendar: 'lunar' } } };

declare const plans: operations['listPlans']['responses'][200]['content']['application/json'];
const price: number | null = plans.data.plans[0]!.price;
const paymentReady: boolean = plans.data.paymentReady;
declare const health: operations['getHealth']['responses'][503]['content']['application/json'];
const status: 'ok' | 'degraded' | 'down' = health.status;
const database: string = health.dependencies.database.detail;
declare const notFound: components['responses']['NotFound']['content']['application/json'];
const nf: 'NOT_FOUND' = notFound.error.code;
declare const tooMany: operations['requestKey']['responses'][429];
const retryAfter: number = tooMany.headers['Retry-After'];

export const used = [
  gwaeId, upper, leap, adjusted, taeseSu, text, firstVerse, readingTable, version, code, message, notThisStatus, anyCode, left,
  etag, cache, title, request, score, heaven, judged, won, element, rules, charCode, strokes, radicalStrokes, nameReading, disputed,
  apiKey, noStore, expiresAt, price, paymentReady, status, database, nf, retryAfter, onlyTheBirth, byOperation,
];
`;

test('types generated from the document by openapi-typescript compile a typed client program', async () => {
  const app = await testApp();
  const dir = await mkdtemp(join(tmpdir(), 'tojeong-client-'));
  try {
    const api = astToString(await openapiTS(app.swagger() as Parameters<typeof openapiTS>[0]));
    await writeFile(join(dir, 'api.d.ts'), api);
    const usage = join(dir, 'usage.ts');
    await writeFile(usage, USAGE);
    const program = ts.createProgram([usage], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const report = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' });
    assert.equal(diagnostics.length, 0, report);
    // The named schemas are named types of the client.
    for (const name of ['TojeongCalc', 'Gwae', 'NameAnalysis', 'HanjaRecord', 'Plan', 'Error']) assert.match(api, new RegExp(`\\n        ${name}: `), name);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await app.close();
  }
});
