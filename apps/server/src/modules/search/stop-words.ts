/**
 * Words so common in both languages that they tell documents apart no better than chance, while
 * their index entries list nearly every document. A query keeps them only when it has nothing else.
 */
const STOP_WORDS = new Set([
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'what',
  'why',
  'with',
  // Thai
  'กับ',
  'การ',
  'ของ',
  'ความ',
  'คือ',
  'จะ',
  'ได้',
  'ที่',
  'นี้',
  'เป็น',
  'แบบ',
  'มี',
  'ไม่',
  'ว่า',
  'และ',
  'ให้',
  'ใน',
  'อะไร',
  'อย่างไร',
]);

export function withoutStopWords(tokens: string[]): string[] {
  const meaningful = tokens.filter((token) => !STOP_WORDS.has(token));
  return meaningful.length > 0 ? meaningful : tokens;
}
