/**
 * The first import of every entry point (the server, `npm run admin`, the
 * `tojeong` CLI and its MCP server): the check of the running Node.js, which
 * lives in bin/nodeGuard.mjs — plain JavaScript, so that the npm scripts run
 * the same file before anything is compiled. From dist/ the path is the same
 * (dist/nodeGuard.js → bin/nodeGuard.mjs), and the package ships bin/.
 */
import '../bin/nodeGuard.mjs';
