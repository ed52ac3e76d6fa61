import { fixed } from './define.ts';

/** Plans, orders, payments, refunds, receipts and subscriptions. */
export const billingErrors = {
  /** A plan id in a path that names no offered plan. */
  PLAN_NOT_FOUND: fixed(404, {
    'zh-TW': '不支援的會員方案',
    'zh-CN': '不支持的会员方案',
    'en-US': 'This plan is not offered',
  }),
  /** A plan id in a request body that names no offered plan. */
  PLAN_UNSUPPORTED: fixed(400, {
    'zh-TW': '不支援的會員方案',
    'zh-CN': '不支持的会员方案',
    'en-US': 'This plan is not offered',
  }),
  FREE_PLAN_NOT_PAYABLE: fixed(400, {
    'zh-TW': '免費方案無需支付',
    'zh-CN': '免费方案无需支付',
    'en-US': 'The free plan needs no payment',
  }),
  LOGIN_REQUIRED_TO_BUY: fixed(401, {
    'zh-TW': '請先登入或註冊會員後再購買付費方案',
    'zh-CN': '请先登录或注册会员后再购买付费方案',
    'en-US': 'Please log in or sign up before buying a paid plan',
  }),
  GUEST_CANNOT_PAY: fixed(403, {
    'zh-TW': '訪客無法付款，請先註冊或登入會員',
    'zh-CN': '访客无法付款，请先注册或登录会员',
    'en-US': 'Guests cannot pay; please sign up or log in first',
  }),
  PAYMENTS_UNAVAILABLE: fixed(503, {
    'zh-TW': '支付系統暫時無法使用，請稍後再試',
    'zh-CN': '支付系统暂时无法使用，请稍后再试',
    'en-US': 'Payments are temporarily unavailable; please try again later',
  }),
  ORDER_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此訂單',
    'zh-CN': '找不到此订单',
    'en-US': 'This order was not found',
  }),
  ORDER_NOT_PENDING: fixed(409, {
    'zh-TW': '此訂單已不是待付款狀態',
    'zh-CN': '此订单已不是待付款状态',
    'en-US': 'This order is no longer awaiting payment',
  }),
  PAYMENT_RETRY_NOT_FAILED: fixed(400, {
    'zh-TW': '只有失敗的付款可以重新付款',
    'zh-CN': '只有失败的付款可以重新付款',
    'en-US': 'Only a failed payment can be retried',
  }),
  ACTIVE_SUBSCRIPTION: fixed(409, {
    'zh-TW': '您目前已有有效的訂閱，請至訂閱管理頁面變更方案',
    'zh-CN': '您目前已有有效的订阅，请至订阅管理页面变更方案',
    'en-US': 'You already have an active subscription; change plans on the subscription page',
  }),
  REFUND_NOT_COMPLETED: fixed(400, {
    'zh-TW': '只有已完成的付款可以申請退款',
    'zh-CN': '只有已完成的付款可以申请退款',
    'en-US': 'Only a completed payment can be refunded',
  }),
  REFUND_WINDOW_PASSED: fixed(400, {
    'zh-TW': '此筆付款已超過 30 天退款期限，無法申請退款',
    'zh-CN': '此笔付款已超过 30 天退款期限，无法申请退款',
    'en-US': 'This payment is past the 30-day refund window',
  }),
  REFUND_TOO_MUCH: fixed(400, {
    'zh-TW': '退款金額超過可退款金額',
    'zh-CN': '退款金额超过可退款金额',
    'en-US': 'The refund exceeds the amount that can be refunded',
  }),
  REFUND_IN_PROGRESS: fixed(409, {
    'zh-TW': '此筆付款正在處理退款，請稍後再試',
    'zh-CN': '此笔付款正在处理退款，请稍后再试',
    'en-US': 'A refund of this payment is in progress; please try again later',
  }),
  REFUND_FAILED: fixed(503, {
    'zh-TW': '退款處理失敗，請稍後再試或聯繫客服',
    'zh-CN': '退款处理失败，请稍后再试或联系客服',
    'en-US': 'The refund failed; please try again later or contact support',
  }),
  REFUND_REASON_INVALID: fixed(400, {
    'zh-TW': '退款原因含有無法處理的字元，請修改後再試',
    'zh-CN': '退款原因含有无法处理的字符，请修改后再试',
    'en-US': 'The refund reason contains characters that cannot be processed',
  }),
  /** The gateway may have refunded, but the result is not recorded yet; reconciliation finishes it. */
  REFUND_PENDING: fixed(503, {
    'zh-TW': '退款已送出，正在確認結果，完成後將更新付款紀錄',
    'zh-CN': '退款已送出，正在确认结果，完成后将更新付款记录',
    'en-US': 'The refund was sent and its result is being confirmed; the payment record will follow',
  }),
  PAYMENT_CALLBACK_INVALID: fixed(400, {
    'zh-TW': '付款回傳資料格式錯誤',
    'zh-CN': '付款回传数据格式错误',
    'en-US': 'The payment callback is malformed',
  }),
  RECEIPT_UNAVAILABLE: fixed(400, {
    'zh-TW': '此筆付款尚未完成，無法下載收據',
    'zh-CN': '此笔付款尚未完成，无法下载收据',
    'en-US': 'This payment is not completed, so it has no receipt yet',
  }),
  RECEIPT_FONT_MISSING: fixed(503, {
    'zh-TW': '收據字型未安裝，暫時無法產生 PDF 收據',
    'zh-CN': '收据字体未安装，暂时无法生成 PDF 收据',
    'en-US': 'The receipt font is not installed, so no PDF receipt can be made for now',
  }),
  TRIAL_NEEDS_ACCOUNT: fixed(403, {
    'zh-TW': '請先註冊會員後再開始免費試用',
    'zh-CN': '请先注册会员后再开始免费试用',
    'en-US': 'Please sign up before starting the free trial',
  }),
  TRIAL_UNAVAILABLE: fixed(400, {
    'zh-TW': '此方案不提供免費試用',
    'zh-CN': '此方案不提供免费试用',
    'en-US': 'This plan has no free trial',
  }),
  TRIAL_USED: fixed(409, {
    'zh-TW': '您已使用過免費試用',
    'zh-CN': '您已使用过免费试用',
    'en-US': 'You have already used your free trial',
  }),
  ALREADY_PAID_MEMBER: fixed(409, {
    'zh-TW': '您已是付費會員，無需試用',
    'zh-CN': '您已是付费会员，无需试用',
    'en-US': 'You are already a paying member; no trial is needed',
  }),
  SAME_PLAN: fixed(400, {
    'zh-TW': '您目前已是此方案',
    'zh-CN': '您目前已是此方案',
    'en-US': 'You are already on this plan',
  }),
  NOTHING_TO_CANCEL: fixed(409, {
    'zh-TW': '目前沒有可取消的訂閱',
    'zh-CN': '目前没有可取消的订阅',
    'en-US': 'There is no subscription to cancel',
  }),
  NOTHING_TO_RESUME: fixed(409, {
    'zh-TW': '目前沒有可恢復的訂閱，請重新選購方案',
    'zh-CN': '目前没有可恢复的订阅，请重新选购方案',
    'en-US': 'There is no subscription to resume; please choose a plan again',
  }),
  NO_PAID_SUBSCRIPTION: fixed(409, {
    'zh-TW': '目前沒有有效的付費訂閱，請直接選購方案',
    'zh-CN': '目前没有有效的付费订阅，请直接选购方案',
    'en-US': 'There is no active paid subscription; please choose a plan',
  }),
  SUBSCRIPTION_PAST_DUE: fixed(409, {
    'zh-TW': '訂閱付款逾期，請先完成付款',
    'zh-CN': '订阅付款逾期，请先完成付款',
    'en-US': 'The subscription payment is overdue; please pay first',
  }),
} as const;
