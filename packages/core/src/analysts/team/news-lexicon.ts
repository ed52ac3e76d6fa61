/**
 * A small Chinese sentiment lexicon for headlines (Traditional and Simplified forms), scored by
 * longest match with negation handling:
 *
 * - The title is scanned left to right; at each position the longest lexicon word wins, and its
 *   characters are consumed (so 不如預期 is one negative word, never 不 + 如預期).
 * - A negator (不 未 沒 没 無 无 非 難 难) among the two characters before a word, and after the
 *   previous match, flips its polarity: 未見成長 is negative, 不再虧損 positive.
 * - A headline's sentiment is (positive − negative) / (positive + negative), 0 without matches.
 *
 * Deliberately small and auditable: every word that moved a score is reported with the score.
 */

export const positiveWords: readonly string[] = (
  '成長 增長 創新高 创新高 新高 上修 調升 调升 上調 上调 獲利 获利 看好 ' +
  '大漲 大涨 漲停 涨停 突破 擴產 扩产 利多 買超 买超 優於預期 优于预期 ' +
  '超乎預期 超乎预期 強勁 强劲 回升 轉盈 转盈 熱銷 热销 大單 大单 受惠 ' +
  '加碼 加码 樂觀 乐观 旺季 報喜 报喜 搶單 抢单'
).split(' ');

export const negativeWords: readonly string[] = (
  '衰退 下修 調降 调降 下調 下调 虧損 亏损 看壞 看坏 大跌 跌停 跌破 ' +
  '重挫 裁員 裁员 利空 賣超 卖超 不如預期 不如预期 低於預期 低于预期 疲弱 ' +
  '下滑 轉虧 转亏 違約 违约 罷工 罢工 停工 訴訟 诉讼 制裁 減產 减产 ' +
  '砍單 砍单 淡季 悲觀 悲观 警訊 警讯 掏空 跳票 減碼 减码'
).split(' ');

export const negators = '不未沒没無无非難难';

const lexicon = new Map<string, 1 | -1>([
  ...positiveWords.map((word) => [word, 1] as const),
  ...negativeWords.map((word) => [word, -1] as const),
]);
const longest = Math.max(...[...lexicon.keys()].map((word) => word.length));

export interface HeadlineSentiment {
  /** −1 … 1. */
  sentiment: number;
  /** Matched phrases (with their negator when negated) that counted as positive / negative. */
  positive: string[];
  negative: string[];
}

export function scoreHeadline(title: string): HeadlineSentiment {
  const positive: string[] = [];
  const negative: string[] = [];
  let consumed = 0;
  let i = 0;
  while (i < title.length) {
    let word = '';
    for (let length = Math.min(longest, title.length - i); length >= 2; length--) {
      const candidate = title.slice(i, i + length);
      if (lexicon.has(candidate)) {
        word = candidate;
        break;
      }
    }
    if (!word) {
      i++;
      continue;
    }
    let polarity = lexicon.get(word)!;
    let phraseStart = i;
    for (let j = i - 1; j >= Math.max(consumed, i - 2); j--) {
      if (negators.includes(title[j]!)) {
        polarity = polarity === 1 ? -1 : 1;
        phraseStart = j;
        break;
      }
    }
    (polarity === 1 ? positive : negative).push(title.slice(phraseStart, i + word.length));
    i += word.length;
    consumed = i;
  }
  const hits = positive.length + negative.length;
  return { sentiment: hits > 0 ? (positive.length - negative.length) / hits : 0, positive, negative };
}
