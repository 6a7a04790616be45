// The one check of the running Node.js, for every way in: the npm scripts that
// run before anything is compiled (`npm start`'s prestart, `npm test`, `npm run
// admin`) run this file, and the server, the admin command and the `tojeong`
// CLI and MCP server import it first (src/nodeGuard.ts). On a Node.js older
// than package.json's engines.node: one line on stderr and exit 2, before a
// module that needs a newer Node is loaded (better-sqlite3 ends Node 20 with a
// bare "Segmentation fault"). Plain JavaScript with no dependency, so that it
// runs before any build; shipped in the package with the bin.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [, wantMajor = '22', wantMinor = '0'] = /^>=(\d+)(?:\.(\d+))?/.exec(pkg.engines.node) ?? [];
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

if (major < Number(wantMajor) || (major === Number(wantMajor) && minor < Number(wantMinor))) {
  process.stderr.write(
    `${pkg.name} needs Node.js ${wantMajor}.${wantMinor} or later (22, 24 and 26 are tested); this is Node.js ${process.versions.node}. ` +
      'Install a newer one (nvm install, which reads .nvmrc) and run the command again.\n',
  );
  process.exit(2);
}
