import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialConsonant, isHangulSyllable, wordInitialForm } from '../../packages/core/src/hangul.js';
import { TojeongError } from 'tojeong-core/errors';

test('두음법칙: ㄴ before ㅣ-like vowels becomes ㅇ (제10항)', () => {
  assert.deepEqual(['녀', '뇨', '뉴', '니', '닉', '년'].map(wordInitialForm), ['여', '요', '유', '이', '익', '연']);
});

test('두음법칙: ㄹ before ㅣ-like vowels becomes ㅇ (제11항)', () => {
  assert.deepEqual(['리', '량', '려', '례', '료', '류', '률', '린'].map(wordInitialForm), ['이', '양', '여', '예', '요', '유', '율', '인']);
});

test('두음법칙: ㄹ before other vowels becomes ㄴ (제12항)', () => {
  assert.deepEqual(['라', '래', '로', '뢰', '루', '르', '락', '룡', '름'].map(wordInitialForm), ['나', '내', '노', '뇌', '누', '느', '낙', '용', '늠']);
});

test('syllables the 두음법칙 does not touch stay as they are', () => {
  assert.deepEqual(['나', '노', '누', '김', '박', '아', '한'].map(wordInitialForm), ['나', '노', '누', '김', '박', '아', '한']);
});

test('initial consonants of syllables', () => {
  assert.deepEqual(['김', '민', '준', '선', '우', '홍', '쾌', '뚜'].map(initialConsonant), ['ㄱ', 'ㅁ', 'ㅈ', 'ㅅ', 'ㅇ', 'ㅎ', 'ㅋ', 'ㄸ']);
  assert.equal(isHangulSyllable('가'), true);
  assert.equal(isHangulSyllable('ㄱ'), false);
  assert.equal(isHangulSyllable('가나'), false);
  assert.throws(() => initialConsonant('a'), TojeongError);
});
