/** The command line's message language from the locale (src/cli/language.ts): POSIX precedence, Korean for ko locales only. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cliLanguage } from '../../src/cli/language.js';

test('Korean in a Korean locale, English otherwise; LC_ALL before LC_MESSAGES before LANG', () => {
  assert.equal(cliLanguage({}), 'en');
  assert.equal(cliLanguage({ LANG: 'ko_KR.UTF-8' }), 'ko');
  assert.equal(cliLanguage({ LANG: 'ko' }), 'ko');
  assert.equal(cliLanguage({ LANG: 'en_US.UTF-8' }), 'en');
  assert.equal(cliLanguage({ LANG: 'C.UTF-8' }), 'en');
  assert.equal(cliLanguage({ LANG: 'kok_IN' }), 'en', 'Konkani is not Korean');
  assert.equal(cliLanguage({ LANG: 'ko_KR.UTF-8', LC_MESSAGES: 'en_US.UTF-8' }), 'en');
  assert.equal(cliLanguage({ LANG: 'en_US.UTF-8', LC_ALL: 'ko_KR.UTF-8' }), 'ko');
  assert.equal(cliLanguage({ LANG: 'ko_KR.UTF-8', LC_ALL: '' }), 'ko', 'an empty LC_ALL is unset');
});
