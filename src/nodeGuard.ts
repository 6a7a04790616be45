/**
 * The first import of every entry point (the server, `npm run admin`, the
 * `tojeong` CLI and its MCP server): on a Node.js the project does not
 * support, one line on stderr and exit 2 — before a module that needs a newer
 * Node is loaded (better-sqlite3 ends Node 20 with a bare "Segmentation
 * fault"). The range is package.json's `engines.node`, read here, so that it
 * is written once; scripts/nodeVersion.mjs checks the same for the npm scripts
 * that run before anything is compiled.
 */
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
const [, wantMajor = '22', wantMinor = '0'] = /^>=(\d+)(?:\.(\d+))?/.exec(pkg.engines.node) ?? [];
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

if (major < Number(wantMajor) || (major === Number(wantMajor) && minor < Number(wantMinor))) {
  process.stderr.write(
    `tojeong-api needs Node.js ${wantMajor}.${wantMinor} or later (22, 24 and 26 are tested); this is Node.js ${process.versions.node}. ` +
      'Install a newer one (nvm install, which reads .nvmrc) and run the command again.\n',
  );
  process.exit(2);
}
