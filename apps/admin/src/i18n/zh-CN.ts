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
};

export default zhCN;
