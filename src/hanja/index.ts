// tojeong-api/hanja: the library's export, kept for code written before the split.
export * from 'tojeong-core/hanja';
