import { testApp } from '../test/http/helpers.js';
const app = await testApp();
const r = await app.inject({ method: 'GET', url: '/openapi.json' });
const doc = r.json();
let n = 0;
for (const ops of Object.values(doc.paths) as any[]) for (const op of Object.values(ops) as any[]) n += Object.keys(op.responses).length;
console.log('bytes', r.body.length, 'responses', n, 'shared', Object.keys(doc.components.responses));
console.log(JSON.stringify(doc.info.description).slice(0, 3000));
await app.close();
