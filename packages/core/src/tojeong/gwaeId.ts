/** upper 1-8, middle 1-6, lower 1-3: 8 × 6 × 3 = 144 gwae. */
export const GWAE_ID_PATTERN = '^[1-8][1-6][1-3]$';
