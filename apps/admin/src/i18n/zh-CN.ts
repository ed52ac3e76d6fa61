import type { Resources } from './zh-TW.ts';

const zhCN: Resources = {
  common: {
    title: 'AlphaDesk 管理后台',
    language: '语言',
  },
  login: {
    heading: '管理员登录',
    subtitle: '仅限授权的管理人员使用。',
    email: '电子邮件',
    emailRequired: '请输入电子邮件',
    emailInvalid: '请输入有效的电子邮件地址',
    password: '密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    submitting: '登录中…',
    failed: '登录失败',
    succeeded: '登录成功。管理功能即将推出。',
  },
  errors: {
    VALIDATION_FAILED: '输入的信息有误',
    MALFORMED_JSON: '请求格式错误',
    UNAUTHENTICATED: '账号或密码错误',
    FORBIDDEN: '您没有权限执行此操作',
    NOT_FOUND: '找不到请求的资源',
    CONFLICT: '数据已存在或状态冲突',
    RATE_LIMITED: '请求过于频繁，请稍后再试',
    PAYLOAD_TOO_LARGE: '请求内容过大',
    UNSUPPORTED_MEDIA_TYPE: '不支持的内容格式',
    SERVICE_UNAVAILABLE: '服务暂时无法使用，请稍后再试',
    INTERNAL: '服务器暂时无法响应',
    NETWORK_ERROR: '网络连接异常，请检查网络连接',
    UNEXPECTED_RESPONSE: '服务器响应无法解读，请稍后再试',
  },
};

export default zhCN;
