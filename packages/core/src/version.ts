/**
 * The library's name and version, written here rather than read from
 * package.json so that loading the library reads no file (browsers, bundlers).
 * test/package/core.test.ts checks them against packages/core/package.json.
 */
export const LIBRARY = Object.freeze({ name: 'tojeong-core', version: '0.1.0' });

/** `source.calc` of every answer: the calculation library and its version. */
export const CALC_SOURCE = `${LIBRARY.name}@${LIBRARY.version}`;
