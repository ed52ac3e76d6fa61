/** Any Han character: an en-US text must hold none. */
export const han = /\p{Script=Han}/u;

/**
 * Characters that exist only in Traditional Chinese (each has a different Simplified form): a
 * zh-CN text holding one of them kept its zh-TW wording.
 */
const traditionalOnly = new Set(
  '們為從與線價會員說資個這來時對現還發點開關體語設問題訊請網頁買賣賬帳號礎種護際過選險應當據漲壓項運無讓變權動響績薦標準確認風經濟財務產業報導緊穩實單雙擬勢態數幫負載鑽級試驗專屬閱讀櫃類導電險業運綜瓊費韓證趨歡註冊輸錄碼歷結論',
);

/** The Traditional-only characters in `text` (none for a Simplified text). */
export const traditionalIn = (text: string): string[] =>
  [...text].filter((char) => traditionalOnly.has(char));
