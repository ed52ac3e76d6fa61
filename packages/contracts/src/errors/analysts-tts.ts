import { fixed } from './define.ts';

/** Back-office analyst management and text-to-speech (admin spec §2.6, §2.7), and reading aloud. */
export const analystsTtsErrors = {
  /** A member asked for an analyst staff set inactive, under maintenance or removed. */
  ANALYST_UNAVAILABLE: fixed(409, {
    'zh-TW': '此分析師目前暫停服務，請選擇其他分析師',
    'zh-CN': '此分析师目前暂停服务，请选择其他分析师',
    'en-US': 'This analyst is not available at the moment; please choose another one',
  }),
  ADMIN_ANALYST_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此分析師',
    'zh-CN': '找不到此分析师',
    'en-US': 'This analyst was not found',
  }),
  ADMIN_ANALYST_EXISTS: fixed(409, {
    'zh-TW': '此分析師已在名冊中',
    'zh-CN': '此分析师已在名册中',
    'en-US': 'This analyst is already registered',
  }),
  ADMIN_ANALYST_MODEL_UNAVAILABLE: fixed(400, {
    'zh-TW': '尚未設定語言模型，只能使用預設（規則式）模型',
    'zh-CN': '尚未设置语言模型，只能使用默认（规则式）模型',
    'en-US': 'No language model is configured; only the default rule-based model can be used',
  }),
  ADMIN_ANALYSIS_TASK_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此分析任務',
    'zh-CN': '找不到此分析任务',
    'en-US': 'This analysis task was not found',
  }),
  TTS_VOICE_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此語音模型',
    'zh-CN': '找不到此语音模型',
    'en-US': 'This voice was not found',
  }),
  TTS_VOICE_EXISTS: fixed(409, {
    'zh-TW': '此模型ID已存在',
    'zh-CN': '此模型ID已存在',
    'en-US': 'A voice with this model ID already exists',
  }),
  TTS_VOICE_TEST_FAILED: fixed(502, {
    'zh-TW': '語音測試失敗',
    'zh-CN': '语音测试失败',
    'en-US': 'The voice test failed',
  }),
  TTS_JOB_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此語音任務',
    'zh-CN': '找不到此语音任务',
    'en-US': 'This speech job was not found',
  }),
  TTS_AUDIO_LINK_INVALID: fixed(403, {
    'zh-TW': '音檔連結無效或已過期',
    'zh-CN': '音档链接无效或已过期',
    'en-US': 'The audio link is invalid or has expired',
  }),
  TTS_PLAN_REQUIRED: fixed(403, {
    'zh-TW': '朗讀報告限黃金會員以上使用，請升級方案',
    'zh-CN': '朗读报告限黄金会员以上使用，请升级方案',
    'en-US': 'Reading reports aloud needs the Gold plan or above; please upgrade',
  }),
  TTS_REPORT_NOT_READY: fixed(409, {
    'zh-TW': '此分析尚未完成，完成後才能朗讀',
    'zh-CN': '此分析尚未完成，完成后才能朗读',
    'en-US': 'This analysis has not finished yet; it can be read aloud once it has',
  }),
};
