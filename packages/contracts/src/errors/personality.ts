import { fixed } from './define.ts';

/** The investor personality test (member-site §3, §7). */
export const personalityErrors = {
  PERSONALITY_SESSION_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此測驗，請重新開始',
    'zh-CN': '找不到此测验，请重新开始',
    'en-US': 'This test was not found; please start again',
  }),
  PERSONALITY_TEST_COMPLETED: fixed(409, {
    'zh-TW': '此測驗已完成，如要重新測驗請重新開始',
    'zh-CN': '此测验已完成，如要重新测验请重新开始',
    'en-US': 'This test is already complete; start again to retake it',
  }),
  PERSONALITY_QUESTION_MISMATCH: fixed(409, {
    'zh-TW': '這不是目前要回答的題目，請重新整理頁面',
    'zh-CN': '这不是目前要回答的题目，请重新整理页面',
    'en-US': 'This is not the question to answer now; please reload the page',
  }),
  PERSONALITY_OPTION_INVALID: fixed(400, {
    'zh-TW': '請選擇有效的選項',
    'zh-CN': '请选择有效的选项',
    'en-US': 'Please choose one of the options',
  }),
  PERSONAL_FIT_UNAVAILABLE: fixed(409, {
    'zh-TW': '分析完成後才能計算個人化部位建議',
    'zh-CN': '分析完成后才能计算个性化部位建议',
    'en-US': 'Personal position guidance is available once the analysis is complete',
  }),
  PERSONALITY_RESULT_NOT_FOUND: fixed(404, {
    'zh-TW': '尚未完成投資性格測驗',
    'zh-CN': '尚未完成投资性格测验',
    'en-US': 'You have not completed the investor personality test yet',
  }),
};
