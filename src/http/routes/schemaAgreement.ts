/**
 * Compile-time proof that each route's schema and the domain's types say the
 * same thing: what the domain returns is what the 200 answer's schema
 * describes, and what the validated request holds is the domain's input. The
 * schemas give validation, serialization, the OpenAPI document and the route
 * types; the cores have their own types. A field added, removed, renamed or
 * narrowed on one side only stops `npm run typecheck` here, naming the route.
 * Nothing in this file runs.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CalendarDay, CalendarMonth, FourPillars, SolarTermYear } from '../../calendar/index.js';
import type { NameCharAnswer } from '../../hanja/index.js';
import type { AnalyzeInput, NameAnalysisAnswer, NameCharsAnswer } from '../../name/index.js';
import type { GwaeAnswerInput, TojeongCalc } from '../../tojeong/index.js';
import type { calendarDayRouteSchema, calendarMonthRouteSchema, solarTermsRouteSchema } from './calendarSchemas.js';
import type { fourPillarsRouteSchema } from './pillarsSchemas.js';
import type { nameCharRouteSchema, nameCharsRouteSchema } from './hanjaSchemas.js';
import type { analyzeRouteSchema } from './nameSchemas.js';
import type { gwaeRouteSchema, tojeongCalcSchema } from './tojeongSchemas.js';

/** Key by key, without the open index signature a schema without `additionalProperties: false` adds. */
type Plain<T> = T extends readonly (infer E)[] ? Plain<E>[] : T extends object ? { [K in keyof T as string extends K ? never : K]: Plain<T[K]> } : T;
type Same<A, B> = [Plain<A>] extends [Plain<B>] ? ([Plain<B>] extends [Plain<A>] ? true : false) : false;

/** The `data` of a route's 200 answer, as its schema types it. */
type DataOf<R extends { response: { 200: { properties: { data: JSONSchema } } } }> = FromSchema<R['response'][200]['properties']['data']>;

/** A validated request has its defaults filled in. */
type WithDefaults<T, Optional extends keyof T = never> = Required<Omit<T, Optional>> & Partial<Pick<T, Optional>>;

// 토정비결: the calculation as serialized per request, and the body with targetYear left to the clock (src/clock.ts, targetYearOr).
export const gwaeCalc: Same<FromSchema<typeof tojeongCalcSchema>, TojeongCalc> = true;
export const gwaeBody: Same<FromSchema<typeof gwaeRouteSchema.body>, WithDefaults<GwaeAnswerInput, 'targetYear'>> = true;

// 성명학 and the hanja.
export const nameBody: Same<FromSchema<typeof analyzeRouteSchema.body>, WithDefaults<AnalyzeInput, 'birth'>> = true;
export const nameData: Same<DataOf<typeof analyzeRouteSchema>, NameAnalysisAnswer> = true;
export const nameCharData: Same<DataOf<typeof nameCharRouteSchema>, NameCharAnswer> = true;
export const nameCharsData: Same<DataOf<typeof nameCharsRouteSchema>, NameCharsAnswer> = true;

// The calendar.
export const calendarDayData: Same<DataOf<typeof calendarDayRouteSchema>, CalendarDay> = true;
export const solarTermsData: Same<DataOf<typeof solarTermsRouteSchema>, SolarTermYear> = true;
export const fourPillarsData: Same<DataOf<typeof fourPillarsRouteSchema>, FourPillars> = true;
export const calendarMonthData: Same<DataOf<typeof calendarMonthRouteSchema>, CalendarMonth> = true;
