// The check of src/nodeGuard.ts for the npm scripts that run before anything
// is compiled (`npm start`'s prestart, `npm test`): on a Node.js older than
// package.json's engines.node, one line and exit 2, before a native module can
// crash the process. Plain JavaScript, no dependency.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [, wantMajor = '22', wantMinor = '0'] = /^>=(\d+)(?:\.(\d+))?/.exec(pkg.engines.node) ?? [];
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

if (major < Number(wantMajor) || (major === Number(wantMajor) && minor < Number(wantMinor))) {
  process.stderr.write(
    `tojeong-api needs Node.js ${wantMajor}.${wantMinor} or later (22, 24 and 26 are tested); this is Node.js ${process.versions.node}. ` +
      'Install a newer one (nvm install, which reads .nvmrc) and run the command again.\n',
  );
  process.exit(2);
}
