/**
 * The korean-lunar-calendar oracle (devDependency), as the generator and the
 * tests use it. Its type declarations are read as CommonJS (module.exports.default
 * = class), but Node loads its .mjs build, whose default export is the class
 * itself; accept both shapes.
 */
import klcImport from 'korean-lunar-calendar';

export const KoreanLunarCalendar: typeof klcImport.default =
  (klcImport as unknown as { default?: typeof klcImport.default }).default ??
  (klcImport as unknown as typeof klcImport.default);
