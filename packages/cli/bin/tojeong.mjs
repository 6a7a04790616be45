#!/usr/bin/env node
// The `tojeong` bin of tojeong-cli. A committed file, not the bundle itself, so that npm finds the
// bin when it reads package.json before `prepack` has built dist/ (as the service's bin/tojeong.js).
import '../dist/tojeong.mjs';
