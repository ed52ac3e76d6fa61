/** Traditional Chinese: the source of the back-office texts; the other locales have this shape. */
export const zhTW = {
  common: {
    title: 'AlphaDesk 管理後台',
    language: '語言',
  },
  login: {
    heading: '管理員登入',
    subtitle: '僅限授權的管理人員使用。',
    email: '電子郵件',
    emailRequired: '請輸入電子郵件',
    emailInvalid: '請輸入有效的電子郵件地址',
    password: '密碼',
    passwordRequired: '請輸入密碼',
    submit: '登入',
    submitting: '登入中…',
    failed: '登入失敗',
    succeeded: '登入成功。管理功能即將推出。',
  },
  errors: {
    VALIDATION_FAILED: '輸入的資訊有誤',
    MALFORMED_JSON: '請求格式錯誤',
    UNAUTHENTICATED: '帳號或密碼錯誤',
    FORBIDDEN: '您沒有權限執行此操作',
    NOT_FOUND: '找不到請求的資源',
    CONFLICT: '資料已存在或狀態衝突',
    RATE_LIMITED: '請求過於頻繁，請稍後再試',
    PAYLOAD_TOO_LARGE: '請求內容過大',
    UNSUPPORTED_MEDIA_TYPE: '不支援的內容格式',
    SERVICE_UNAVAILABLE: '服務暫時無法使用，請稍後再試',
    INTERNAL: '服務器暫時無法響應',
    NETWORK_ERROR: '網路連線異常，請檢查網路連線',
    UNEXPECTED_RESPONSE: '服務器回應無法解讀，請稍後再試',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Resources = Widen<typeof zhTW>;
