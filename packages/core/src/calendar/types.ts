/** A Gregorian (proleptic for early years) calendar date. */
export interface SolarDate {
  year: number;
  month: number;
  day: number;
}

/** A date of the Korean lunisolar calendar; `leap` marks the leap copy (윤달) of `month`. */
// A type, not an interface, so the answer schemas' derived types accept it (src/http/schemas.ts says why).
export type LunarDate = {
  year: number;
  month: number;
  day: number;
  leap: boolean;
};

/** One of the sixty sexagenary pairs (간지). */
export interface Pillar {
  /** 0-59, 0 = 甲子. */
  index: number;
  /** Heavenly stem 0-9, 0 = 甲. */
  stem: number;
  /** Earthly branch 0-11, 0 = 子. */
  branch: number;
  /** e.g. "甲子". */
  hanja: string;
  /** e.g. "갑자". */
  hangul: string;
}
