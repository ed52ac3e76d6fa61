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
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Resources = Widen<typeof zhTW>;
