// tojeong-api/calendar as before the library split: the library's calendar
// (conversions, pillars) and what needs the solar terms (day and month pages,
// the terms, the four pillars).
export * from 'tojeong-core/calendar';
export * from 'tojeong-core/terms';
