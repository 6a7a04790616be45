/**
 * The Unicode Script property of a character, for the e-mail rule's
 * mixed-script check (src/accounts/email.ts). The names are the Script values
 * of Unicode 17.0 (PropertyValueAliases.txt, `sc`), the Unicode of Node 24
 * and 26; the engine's own `\p{Script=…}` tables say which character is in
 * which, so no table of ours can fall out of step with the running Node. A
 * name an older engine does not know is left out (its characters, unassigned
 * there, are Unknown); test/accounts/lookAlikes.test.ts checks that on the
 * running Node every assigned code point but the private-use ones (Unknown by
 * definition) is in a listed script.
 */
export const SCRIPT_NAMES: readonly string[] = [
  'Adlam', 'Caucasian_Albanian', 'Ahom', 'Arabic', 'Imperial_Aramaic', 'Armenian', 'Avestan', 'Balinese', 'Bamum',
  'Bassa_Vah', 'Batak', 'Bengali', 'Beria_Erfe', 'Bhaiksuki', 'Bopomofo', 'Brahmi', 'Braille', 'Buginese', 'Buhid',
  'Chakma', 'Canadian_Aboriginal', 'Carian', 'Cham', 'Cherokee', 'Chorasmian', 'Coptic', 'Cypro_Minoan', 'Cypriot',
  'Cyrillic', 'Devanagari', 'Dives_Akuru', 'Dogra', 'Deseret', 'Duployan', 'Egyptian_Hieroglyphs', 'Elbasan',
  'Elymaic', 'Ethiopic', 'Garay', 'Georgian', 'Glagolitic', 'Gunjala_Gondi', 'Masaram_Gondi', 'Gothic', 'Grantha',
  'Greek', 'Gujarati', 'Gurung_Khema', 'Gurmukhi', 'Hangul', 'Han', 'Hanunoo', 'Hatran', 'Hebrew', 'Hiragana',
  'Anatolian_Hieroglyphs', 'Pahawh_Hmong', 'Nyiakeng_Puachue_Hmong', 'Old_Hungarian', 'Old_Italic', 'Javanese',
  'Kayah_Li', 'Katakana', 'Kawi', 'Kharoshthi', 'Khmer', 'Khojki', 'Khitan_Small_Script', 'Kannada', 'Kirat_Rai',
  'Kaithi', 'Tai_Tham', 'Lao', 'Latin', 'Lepcha', 'Limbu', 'Linear_A', 'Linear_B', 'Lisu', 'Lycian', 'Lydian',
  'Mahajani', 'Makasar', 'Mandaic', 'Manichaean', 'Marchen', 'Medefaidrin', 'Mende_Kikakui', 'Meroitic_Cursive',
  'Meroitic_Hieroglyphs', 'Malayalam', 'Modi', 'Mongolian', 'Mro', 'Meetei_Mayek', 'Multani', 'Myanmar',
  'Nag_Mundari', 'Nandinagari', 'Old_North_Arabian', 'Nabataean', 'Newa', 'Nko', 'Nushu', 'Ogham', 'Ol_Chiki',
  'Ol_Onal', 'Old_Turkic', 'Oriya', 'Osage', 'Osmanya', 'Old_Uyghur', 'Palmyrene', 'Pau_Cin_Hau', 'Old_Permic',
  'Phags_Pa', 'Inscriptional_Pahlavi', 'Psalter_Pahlavi', 'Phoenician', 'Miao', 'Inscriptional_Parthian', 'Rejang',
  'Hanifi_Rohingya', 'Runic', 'Samaritan', 'Old_South_Arabian', 'Saurashtra', 'SignWriting', 'Shavian', 'Sharada',
  'Siddham', 'Sidetic', 'Khudawadi', 'Sinhala', 'Sogdian', 'Old_Sogdian', 'Sora_Sompeng', 'Soyombo', 'Sundanese',
  'Sunuwar', 'Syloti_Nagri', 'Syriac', 'Tagbanwa', 'Takri', 'Tai_Le', 'New_Tai_Lue', 'Tamil', 'Tangut', 'Tai_Viet',
  'Tai_Yo', 'Telugu', 'Tifinagh', 'Tagalog', 'Thaana', 'Thai', 'Tibetan', 'Tirhuta', 'Tangsa', 'Todhri',
  'Tolong_Siki', 'Toto', 'Tulu_Tigalari', 'Ugaritic', 'Vai', 'Vithkuqi', 'Warang_Citi', 'Wancho', 'Old_Persian',
  'Cuneiform', 'Yezidi', 'Yi', 'Zanabazar_Square', 'Inherited', 'Common', 'Unknown',
];

function knownToEngine(name: string): boolean {
  try {
    new RegExp(`\\p{Script=${name}}`, 'u');
    return true;
  } catch {
    return false;
  }
}

const KNOWN = SCRIPT_NAMES.filter(knownToEngine);

/** One alternative per script, each its own group: the group that matched names the script. Built once. */
const SCRIPT_OF = new RegExp(`^(?:${KNOWN.map((name) => `(\\p{Script=${name}})`).join('|')})`, 'u');

/** The Script of the first code point of `ch` (`Common`, `Inherited`, `Latin`, `Cyrillic`, `Han`, …; `Unknown` for one unassigned). */
export function scriptOf(ch: string): string {
  const match = SCRIPT_OF.exec(ch);
  if (match !== null) {
    for (let group = 1; group < match.length; group++) if (match[group] !== undefined) return KNOWN[group - 1]!;
  }
  return 'Unknown';
}
