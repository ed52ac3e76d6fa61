import type { Resources } from './zh-TW.ts';

const enUS: Resources = {
  common: {
    title: 'AlphaDesk Admin',
    language: 'Language',
  },
  login: {
    heading: 'Administrator sign-in',
    subtitle: 'For authorised staff only.',
    email: 'Email',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address',
    password: 'Password',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed',
    succeeded: 'Signed in. Administration features are coming soon.',
  },
};

export default enUS;
