import assert from 'node:assert/strict';
import { test } from 'node:test';
import { READING_TABLE_VERSION, readingsOf, readPhrase, readPhraseSyllables, readText, unreadableChars } from '../../src/hanja/index.js';

test('phrases read with the 두음법칙 at the start of each word and the 不 rule', () => {
  assert.equal(readPhrase('老龍無謀'), '노룡무모');
  assert.equal(readPhrase('莫近女人'), '막근여인', 'a four-character phrase is two words: 莫近 女人');
  assert.equal(readPhrase('進退兩難'), '진퇴양난');
  assert.equal(readPhrase('女人不利'), '여인불리');
  assert.equal(readPhrase('女子'), '여자');
  assert.equal(readPhrase('三女'), '삼녀', 'inside a two-character word the sound stays');
  assert.equal(readPhrase('有女漂衣'), '유녀표의', 'the third character of a phrase of other length is not a word start');
  assert.equal(readPhrase('女人'), '여인');
  assert.equal(readPhrase('射而不中'), '사이부중');
  assert.equal(readPhrase('不辨東西'), '불변동서');
  assert.equal(readPhrase('不可'), '불가');
  assert.equal(readPhrase('不中'), '부중');
  assert.equal(readPhrase('李'), '이');
});

test('a text is read phrase by phrase', () => {
  assert.equal(readText('池中之魚 終無活計'), '지중지어 종무활계');
  assert.equal(readText('老龍無謀 莫近女人'), '노룡무모 막근여인');
});

test('overrides replace a character reading as written', () => {
  assert.equal(readPhrase('樂山樂水', { 樂: '요' }), '요산요수');
  assert.equal(readPhrase('不中', { 不: '불' }), '불중');
});

test('punctuation is kept and does not count as the start of a phrase', () => {
  assert.equal(readText('「老龍無謀」'), '「노룡무모」');
  assert.equal(readPhrase('不。'), '불。');
});

test('the table gives every reading, default first, and reports what it cannot read', () => {
  assert.equal(readingsOf('不')[0], '불');
  assert.ok(readingsOf('不').includes('부'));
  assert.deepEqual(readingsOf('a'), []);
  assert.deepEqual(unreadableChars('池中之魚 終無活計'), []);
  assert.deepEqual(unreadableChars('池中 x。'), []);
  assert.match(READING_TABLE_VERSION, /^hanja-readings@\d+\.\d+\.\d+$/);
});

test('則 as a conjunction is 즉, as "rule" in 規則 and its kind 칙', () => {
  assert.equal(readPhrase('動則有害'), '동즉유해');
  assert.equal(readPhrase('在家則吉'), '재가즉길');
  assert.equal(readPhrase('規則'), '규칙');
  assert.equal(readPhrase('法則'), '법칙');
  assert.equal(readPhrase('則'), '칙');
});

test('words with a customary sound (한글 맞춤법 제52항) and 奈何', () => {
  assert.equal(readPhrase('六月之數'), '유월지수');
  assert.equal(readPhrase('五六月令'), '오뉴월령', 'the longer word wins over 六月');
  assert.equal(readPhrase('十月'), '시월');
  assert.equal(readPhrase('議論'), '의논');
  assert.equal(readPhrase('許諾'), '허락');
  assert.equal(readPhrase('不中奈何'), '부중내하', "the dictionaries' 내하 (issue 49)");
  assert.equal(readPhrase('六十'), '육십', 'outside the words, the 본음 with the 두음법칙');
  assert.equal(readPhrase('不六月', { 六: '륙' }), '불륙월', 'an override wins over a word');
});

test('來 in the third place of a four-character phrase starts its word: 내', () => {
  assert.equal(readPhrase('貴人來助'), '귀인내조');
  assert.equal(readPhrase('財自天來'), '재자천래', 'inside a word it stays');
  assert.equal(readPhrase('來日'), '내일');
  assert.equal(readPhrase('東西兩方'), '동서양방');
});

test('punctuation does not count as a position', () => {
  assert.equal(readPhrase('「莫近女人」'), '「막근여인」');
  assert.equal(readPhrase('動則，有害'), '동즉，유해');
});

test('the basic rules: default readings, 不 부/불 and the 두음법칙 at the phrase start only (what the report measures against)', () => {
  assert.equal(readPhrase('進退兩難', {}, 'basic'), '진퇴량난', 'no second word');
  assert.equal(readPhrase('動則有害', {}, 'basic'), '동칙유해', 'no conjunction 즉');
  assert.equal(readPhrase('六月之數', {}, 'basic'), '육월지수', 'no customary sounds');
  assert.equal(readPhrase('不中奈何', {}, 'basic'), '부중내하');
  assert.equal(readPhrase('老龍無謀', {}, 'basic'), '노룡무모');
  assert.equal(readText('莫近女人 女人不利', {}, 'basic'), '막근녀인 여인불리');
  assert.equal(readPhrase('樂山樂水', { 樂: '요' }, 'basic'), '요산요수');
  assert.equal(readText('莫近女人 女人不利'), '막근여인 여인불리', 'contextual stays the default');
});

test('the 두음법칙 at the start of each word and never inside one (examples from the gwae text)', () => {
  assert.equal(readPhrase('喜喜樂樂'), '희희낙락', '樂樂 is one word: 낙 at its start, 락 inside');
  assert.equal(readPhrase('一次落淚'), '일차낙루');
  assert.equal(readPhrase('春雷行雨'), '춘뢰행우');
  assert.equal(readPhrase('渴龍飮水'), '갈룡음수');
  assert.equal(readPhrase('福星照臨'), '복성조림');
  assert.equal(readPhrase('爭論有數'), '쟁론유수');
  assert.equal(readPhrase('年運不利'), '연운불리');
  assert.equal(readPhrase('露下天高'), '노하천고');
  assert.equal(readPhrase('身在路上'), '신재노상', 'the second word starts at the third character');
  assert.equal(readPhrase('臨深不溺'), '임심불닉');
});

test('렬·률 after a vowel or ㄴ inside a word are 열·율 (한글 맞춤법 제11항 붙임 1)', () => {
  assert.equal(readPhrase('羅列'), '나열');
  assert.equal(readPhrase('規律'), '규율');
  assert.equal(readPhrase('決裂'), '결렬', 'after another consonant the sound stays');
});

test('surnames are words of their own; 金 is 김 beside another surname, 금 as an element', () => {
  assert.equal(readPhrase('鄭李兩姓'), '정이양성');
  assert.equal(readPhrase('權金兩姓'), '권김양성');
  assert.equal(readPhrase('崔朴金鄭'), '최박김정');
  assert.equal(readPhrase('朴金不利'), '박김불리');
  assert.equal(readPhrase('莫近金姓'), '막근금성', '金姓: the surnames of the element metal');
  assert.equal(readPhrase('火金兩姓'), '화금양성');
  assert.equal(readPhrase('沈姓有害'), '심성유해');
  assert.equal(readPhrase('二月桃李'), '이월도리', 'not before 姓: the plum, inside its word');
});

test('characters with several readings are read in their sense', () => {
  assert.equal(readPhrase('更有口舌'), '갱유구설', '更 "again"');
  assert.equal(readPhrase('秋月三更'), '추월삼경', '更 the night watch');
  assert.equal(readPhrase('先難後易'), '선난후이', '易 "easy" against 難');
  assert.equal(readPhrase('以小易大'), '이소역대', '易 "exchange"');
  assert.equal(readPhrase('初困復興'), '초곤부흥', '復 "again"');
  assert.equal(readPhrase('缺月復圓'), '결월복원', '復圓 "back to full", as libhangul reads it');
  assert.equal(readPhrase('晝思夜度'), '주사야탁', '度 "to reckon"');
  assert.equal(readPhrase('吉日令辰'), '길일영신', '辰 "time"');
  assert.equal(readPhrase('索居閑居'), '삭거한거');
  assert.equal(readPhrase('龜龍呈祥'), '귀룡정상');
  assert.equal(readPhrase('乘槎浮海'), '승사부해');
  assert.equal(readPhrase('心同事異'), '심동사이', '異 is 이 inside a word too');
  assert.equal(readPhrase('豈不美哉'), '기불미재', '不 불 before ㅁ');
  assert.equal(readPhrase('無路不進'), '무로부진', '不 부 before ㅈ');
  // 否 비 "obstructed, ill-starred" (否運 비운, 否塞 비색, 否泰 비태 in 표준국어대사전), 부 the negation.
  assert.equal(readPhrase('家運太否'), '가운태비', '否 after 太 "greatly ill-starred"');
  assert.equal(readPhrase('運否如此'), '운비여차', '否 after 運');
  assert.equal(readPhrase('否運'), '비운');
  assert.equal(readPhrase('否泰'), '비태');
  assert.equal(readPhrase('否極泰來'), '비극태래');
  assert.equal(readPhrase('可否'), '가부', 'the negation');
  assert.equal(readPhrase('否定'), '부정', 'the negation');
  assert.equal(readPhrase('淚洒滄波'), '누쇄창파', '洒 쇄 "to shed" (灑), not 선 or 세');
  assert.deepEqual(readingsOf('否'), ['부', '비'], 'the rule\'s reading is one of the character\'s, after the table\'s default');
});

test('words with a customary sound, reduplication, and the titles', () => {
  assert.equal(readPhrase('九十月令'), '구시월령');
  assert.equal(readPhrase('勝於牧丹'), '승어목단', '牧丹 목단, the peony\'s other name');
  assert.equal(readPhrase('牡丹'), '모란');
  assert.equal(readPhrase('初雖困難'), '초수곤란');
  assert.equal(readPhrase('兩兩白鷗'), '양양백구', '한글 맞춤법 제13항');
  assert.equal(readPhrase('碌碌浮生'), '녹록부생', '녹록 as 표준국어대사전 writes it');
  assert.equal(readPhrase('進退兩難之意'), '진퇴양난지의', 'a title of four characters and 之意 reads them as a verse half');
  assert.equal(readPhrase('小求大失不利之意'), '소구대실불리지의', '不利 is one word');
  assert.equal(readPhrase('有離散之意'), '유이산지의', '有 stands alone; 離散 is a word');
});

test('every syllable says which rule made it', () => {
  const rules = readPhraseSyllables('年運不利').map((s) => [s.syllable, s.rule ?? null, s.wordStart]);
  assert.deepEqual(rules, [
    ['연', 'dueum-word-start', true],
    ['운', null, false],
    ['불', 'bu-bul', true],
    ['리', 'no-dueum-in-word', false],
  ]);
  assert.equal(readPhraseSyllables('貴人來助')[2]!.rule, 'dueum-word-start', '來 starts the second word like any other');
});
