/** The 144 gwae ids "111" … "863": upper 1-8, middle 1-6, lower 1-3. */
export const GWAE_IDS: readonly string[] = Object.freeze(
  Array.from({ length: 8 * 6 * 3 }, (_, i) => `${Math.floor(i / 18) + 1}${(Math.floor(i / 3) % 6) + 1}${(i % 3) + 1}`),
);

export const MONTH_KEYS: readonly string[] = Object.freeze(Array.from({ length: 12 }, (_, i) => String(i + 1)));

export const YEARLY_VERSES = 9;
export const VERSES_PER_MONTH = 3;
/** 144 × (9 + 12 × 3) */
export const TOTAL_VERSES = GWAE_IDS.length * (YEARLY_VERSES + MONTH_KEYS.length * VERSES_PER_MONTH);
