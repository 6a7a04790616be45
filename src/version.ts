import { readFileSync } from 'node:fs';

/** The interface version every calculation response carries as `version`. */
export const INTERFACE_VERSION = '2026.10.18';

// package.json sits one level above both src/ (tsx) and dist/ (compiled build).
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** The package's name and version (the CLI's --version, the MCP server's name). */
export const PACKAGE: Readonly<{ name: string; version: string }> = Object.freeze({ name: pkg.name, version: pkg.version });

/** `source.calc`: the calculation library and its version. */
export const CALC_SOURCE = `${pkg.name}@${pkg.version}`;
