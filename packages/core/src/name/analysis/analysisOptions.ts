/**
 * The options of a name analysis beyond the specification's `school`: the
 * flow rule, the grids 삼원오행 reads, the school of 자원오행, the birth for
 * 사주 보완 and its method, and the scoring. Each enum is checked here once, with the same
 * messages for the route (whose schema checks first), the library, the CLI
 * and the MCP tools.
 */
import { needObject } from '../../args.js';
import { TojeongError } from '../../errors.js';
import { SCORING_MODES, type ScoringMode } from './extendedScore.js';
import { DEFAULT_FLOW_RULE, DEFAULT_RESOURCE_SCHOOL, FLOW_RULE_NAMES, type FlowRule, RESOURCE_SCHOOL_NAMES, type ResourceSchool } from '../../elements/index.js';
import { type BirthInput, birthObjectOf, DEFAULT_NEED_METHOD, NEED_METHODS, type NeedMethod } from '../../saju/index.js';
import { DEFAULT_SAMWON_BASIS, SAMWON_BASIS_NAMES, type SamwonBasis } from './samwon.js';

export type AnalysisOptionsInput = {
  flowRule?: FlowRule;
  samwonBasis?: SamwonBasis;
  resourceSchool?: ResourceSchool;
  /** "1990-05-17" or { date, time?, calendar?, leapMonth?, longitude? }. */
  birth?: BirthInput | string;
  needMethod?: NeedMethod;
  scoring?: ScoringMode;
};

/** The birth as understood: the request's, each field it left out at its default (checked by sajuOf). */
export type NormalizedBirth = { date: string; time: string | null; calendar: 'solar' | 'lunar'; leapMonth: boolean; longitude: number | null };

export type AnalysisOptions = {
  flowRule: FlowRule;
  samwonBasis: SamwonBasis;
  resourceSchool: ResourceSchool;
  birth: NormalizedBirth | null;
  needMethod: NeedMethod;
  scoring: ScoringMode;
};

/** A field of an enum: absent is the default; anything not in it a BAD_INPUT naming the field and the values. */
export function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new TojeongError('BAD_INPUT', {
    en: `${field} must be one of ${allowed.join(', ')}, got "${String(value)}"`,
    ko: `${field}은(는) ${allowed.join(', ')} 중 하나여야 합니다. 받은 값: "${String(value)}"`,
  });
}

export function normalizeAnalysisOptions(input: AnalysisOptionsInput): AnalysisOptions {
  needObject('normalizeAnalysisOptions', input, "normalizeAnalysisOptions({ birth: { date: '1990-05-17' } })");
  // Either shape: the date alone reads as { date } (birthObjectOf, the one reading of a birth).
  const birth = input.birth === undefined || input.birth === null ? null : birthObjectOf(input.birth, 'BAD_INPUT');
  return {
    flowRule: oneOf('flowRule', input.flowRule, FLOW_RULE_NAMES, DEFAULT_FLOW_RULE),
    samwonBasis: oneOf('samwonBasis', input.samwonBasis, SAMWON_BASIS_NAMES, DEFAULT_SAMWON_BASIS),
    resourceSchool: oneOf('resourceSchool', input.resourceSchool, RESOURCE_SCHOOL_NAMES, DEFAULT_RESOURCE_SCHOOL),
    birth:
      birth === null
        ? null
        : { date: birth.date, time: birth.time ?? null, calendar: birth.calendar ?? 'solar', leapMonth: birth.leapMonth ?? false, longitude: birth.longitude ?? null },
    needMethod: oneOf('needMethod', input.needMethod, NEED_METHODS, DEFAULT_NEED_METHOD),
    scoring: oneOf('scoring', input.scoring, SCORING_MODES, 'spec'),
  };
}

/** The normalized birth in the form sajuOf reads (a longitude not given is absent, not null). */
export function birthInputOf({ longitude, ...rest }: NormalizedBirth): BirthInput {
  return longitude === null ? rest : { ...rest, longitude };
}
