export const nameHanjaRecordSchema = {
  type: 'object',
  description: 'One name-usable hanja (대법원 인명용 한자)',
  required: ['hanja', 'codePoint', 'readings', 'meaning', 'strokes', 'strokesWritten', 'radical'],
  properties: {
    hanja: { type: 'string', description: 'The character' },
    codePoint: { type: 'string', description: 'Unicode code point, e.g. U+6D2A' },
    readings: {
      type: 'array',
      items: { type: 'string' },
      description: "Every reading the court allows, in its order (가나다); the reading names use is nameReading",
    },
    initialReadings: {
      type: 'array',
      items: { type: 'string' },
      description: 'Further forms the 두음법칙 allows at the start of a name (e.g. 李 리 → 이)',
    },
    nameReading: {
      type: ['string', 'null'],
      description: "The reading a name gives the character when no hangul is sent: of the court's readings, the one the reading table ranks first (Unihan's E reading of the 1,800 basic education hanja, else the most used in libhangul's word list): 若 약, 丁 정. For 𥡴, which the court lists without a reading, the reading table's 계",
    },
    meaning: {
      type: ['string', 'null'],
      description: '훈 (gloss) of the default reading, e.g. 물이름; English when meaningLang is "en"; null when no source has one',
    },
    meaningLang: { type: ['string', 'null'], enum: ['ko', 'en', null] },
    meaningSource: {
      type: ['string', 'null'],
      enum: ['court', 'libhangul', 'unihan', null],
      description: "Where the meaning comes from: the court's gloss, else libhangul's, else Unihan's English definition",
    },
    meanings: {
      type: 'object',
      description: "The court's glosses per reading, e.g. {\"홍\": [\"클\", \"큰물\"]}",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    strokes: { type: 'integer', description: '원획: name-numerology strokes (radical counted in its full form, never below the written count with the radical restored; numerals by value)' },
    strokesWritten: { type: 'integer', description: 'Strokes as written (Unihan kTotalStrokes)' },
    strokesRule: {
      type: 'string',
      enum: ['radical-full-form', 'written-count', 'numeral-value', 'radical-itself', 'override'],
      description: 'The rule that gave `strokes`',
    },
    radical: {
      type: 'object',
      required: ['number', 'char'],
      properties: {
        number: { type: 'integer', minimum: 1, maximum: 214, description: 'Kangxi radical number' },
        char: { type: 'string', description: 'The radical in its full form' },
        strokes: { type: 'integer', description: "Strokes of the radical's full form (水 4, 艸 6, 邑 7, 阜 8, …)" },
      },
    },
    residualStrokes: { type: 'integer', description: 'Strokes outside the radical' },
    disputed: {
      type: ['object', 'null'],
      description: 'Set when the sources classify the character differently and so give another 원획; `values` lists the value used first',
      properties: {
        note: { type: 'string' },
        values: { type: 'array', items: { type: 'integer' } },
      },
    },
    source: {
      type: 'object',
      properties: { dictionary: { type: 'string', description: 'Dictionary id and version' } },
    },
  },
} as const;
