import { fixed } from './define.ts';

/** Performance centre: the self-targeted load-test runner, cache actions (admin spec §2.20, §7.14). */
export const performanceErrors = {
  PERF_TARGET_NOT_LOCAL: fixed(400, {
    'zh-TW': '壓力測試只能針對本伺服器的路徑（以 / 開頭，不可包含主機、連接埠或協定）',
    'zh-CN': '压力测试只能针对本服务器的路径（以 / 开头，不可包含主机、端口或协议）',
    'en-US': 'A load test can only target a path on this server (starting with /, no host, port or scheme)',
  }),
  PERF_TARGET_REFUSED: fixed(400, {
    'zh-TW': '壓力測試不可針對後台、指標或壓力測試本身的路徑',
    'zh-CN': '压力测试不可针对后台、指标或压力测试本身的路径',
    'en-US': 'A load test cannot target back-office, metrics or load-test paths',
  }),
  PERF_USERS_OUT_OF_RANGE: fixed(400, {
    'zh-TW': '併發使用者數須介於 1 到 50 之間',
    'zh-CN': '并发用户数须介于 1 到 50 之间',
    'en-US': 'Concurrent users must be between 1 and 50',
  }),
  PERF_DURATION_OUT_OF_RANGE: fixed(400, {
    'zh-TW': '測試時間須介於 1 到 60 秒之間',
    'zh-CN': '测试时间须介于 1 到 60 秒之间',
    'en-US': 'The duration must be between 1 and 60 seconds',
  }),
  PERF_RATE_OUT_OF_RANGE: fixed(400, {
    'zh-TW': '請求速率須介於 1 到 200 次／秒之間',
    'zh-CN': '请求速率须介于 1 到 200 次／秒之间',
    'en-US': 'The request rate must be between 1 and 200 per second',
  }),
  PERF_LOAD_TEST_RUNNING: fixed(409, {
    'zh-TW': '已有壓力測試正在執行，請等待完成或先取消',
    'zh-CN': '已有压力测试正在执行，请等待完成或先取消',
    'en-US': 'A load test is already running; wait for it or cancel it first',
  }),
  PERF_LOAD_TEST_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此壓力測試',
    'zh-CN': '找不到此压力测试',
    'en-US': 'This load test was not found',
  }),
  PERF_LOAD_TEST_NOT_RUNNING: fixed(409, {
    'zh-TW': '此壓力測試已結束，無法取消',
    'zh-CN': '此压力测试已结束，无法取消',
    'en-US': 'This load test has ended and cannot be cancelled',
  }),
  PERF_CACHE_NOT_FOUND: fixed(400, {
    'zh-TW': '找不到此快取',
    'zh-CN': '找不到此缓存',
    'en-US': 'This cache was not found',
  }),
  PERF_INVALID_INPUT: fixed(400, {
    'zh-TW': '參數格式錯誤',
    'zh-CN': '参数格式错误',
    'en-US': 'The parameters are not valid',
  }),
} as const;
