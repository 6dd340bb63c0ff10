/**
 * Capitalises text as a name: each word's first letter upper case ("candles test" -> "Candles Test"), small
 * joining words inside the name left lower case ("house of candles" -> "House of Candles"), and any word that
 * already has a capital left exactly as written ("iPhone cases" -> "iPhone Cases", "McKay" stays "McKay").
 */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

export function nameCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, i) => {
      if (!word.trim() || /\p{Lu}/u.test(word)) return word;
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      const [first = '', ...rest] = [...word];
      return first.toLocaleUpperCase('en-US') + rest.join('');
    })
    .join('');
}
