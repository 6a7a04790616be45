// tojeong-api/name: the library's export, kept for code written before the split.
export * from 'tojeong-core/name';
