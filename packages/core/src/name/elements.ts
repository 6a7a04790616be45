/**
 * The five elements, in the order of the 相生 cycle. Its own module, with no
 * imports, so that the tables that read elements (resourceElement.ts, read
 * by the hanja record too) load without the phonetic rules' dependencies.
 */
export const ELEMENTS = ['木', '火', '土', '金', '水'] as const;
export type Element = (typeof ELEMENTS)[number];
