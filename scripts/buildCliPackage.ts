/**
 * Builds the light command-line package, packages/cli (`tojeong-cli`): the
 * `tojeong` CLI and its stdio MCP server (src/cli/main.ts) bundled into one
 * file with what they use of the service's code (the request schemas and
 * their validator, the MCP SDK's server), and the library `tojeong-core` as
 * its one dependency. No database, no HTTP server, no native module (issue 50,
 * item 5): the bundle is checked for them here, and the package test installs
 * it and measures its size and its cold start.
 * Run: `node --import tsx scripts/buildCliPackage.ts` (the package's prepack runs it).
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CLI_PACKAGE_DIR = new URL('../packages/cli/', import.meta.url);
export const CLI_BUNDLE = new URL('dist/tojeong.mjs', CLI_PACKAGE_DIR);

/** Modules of the service that must never reach the light package. */
export const SERVICE_ONLY = ['better-sqlite3', 'fastify', 'kysely', 'pg', 'ioredis', 'nodemailer', '@portone/server-sdk', 'pino'];

export async function buildCliBundle(outfile = CLI_BUNDLE.pathname): Promise<{ bytes: number; inputs: string[] }> {
  const result = await build({
    entryPoints: [new URL('../src/cli/main.ts', import.meta.url).pathname],
    outfile,
    // Inputs named from the repository's root, wherever the build is run from (prepack runs in packages/cli).
    absWorkingDir: new URL('..', import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The library is the package's dependency, installed beside it (and shared with an app that uses it).
    external: ['tojeong-core', 'tojeong-core/*'],
    // CommonJS dependencies (Ajv) call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __tojeongRequire } from 'node:module'; const require = __tojeongRequire(import.meta.url);" },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const leaked = inputs.filter((input) => SERVICE_ONLY.some((name) => input.includes(`node_modules/${name}/`)));
  if (leaked.length > 0) throw new Error(`the light package would carry the service's modules: ${leaked.slice(0, 5).join(', ')}`);
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined)!;
  writeFileSync(new URL('THIRD-PARTY-LICENSES.txt', new URL('.', pathToFileURL(outfile))), thirdPartyNotice(inputs));
  return { bytes: output.bytes, inputs };
}

/** The packages bundled into the file, each with its licence as it ships it (their licences ask for the notice). */
function thirdPartyNotice(inputs: string[]): string {
  const packages = new Set<string>();
  for (const input of inputs) {
    // The innermost package (ajv's own fast-uri is node_modules/ajv/node_modules/fast-uri).
    const matches = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)];
    if (matches.length > 0) packages.add(input.slice(0, matches.at(-1)!.index + matches.at(-1)![0].length - 1));
  }
  const root = new URL('..', import.meta.url).pathname;
  const parts = [...packages].sort().map((path) => {
    const dir = join(root, path);
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; license?: string };
    const file = readdirSync(dir).find((entry) => /^licen[cs]e/i.test(entry));
    const text = file && existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8').trim() : `(${pkg.license ?? 'no licence file'})`;
    return `${name}@${pkg.version} — ${pkg.license ?? 'unknown'}\n\n${text}`;
  });
  return `tojeong-cli bundles these packages into dist/tojeong.mjs:\n\n${parts.join('\n\n' + '-'.repeat(72) + '\n\n')}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { bytes } = await buildCliBundle();
  console.log(`wrote packages/cli/dist/tojeong.mjs: ${(bytes / 1024).toFixed(0)} KB`);
}
