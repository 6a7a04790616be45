#!/usr/bin/env node
// The `tojeong` bin. A committed file, not dist/cli/main.js itself, so that npm
// finds the bin when it reads package.json before `prepack` has built dist/
// (a fresh clone's `npm publish` would otherwise warn "No bin file found").
import '../dist/cli/main.js';
