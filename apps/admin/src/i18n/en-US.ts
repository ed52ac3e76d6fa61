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
  errors: {
    VALIDATION_FAILED: 'Some of the information entered is invalid',
    MALFORMED_JSON: 'The request was malformed',
    UNAUTHENTICATED: 'Wrong email or password',
    FORBIDDEN: 'You are not allowed to do this',
    NOT_FOUND: 'The requested resource was not found',
    CONFLICT: 'This already exists or conflicts with its current state',
    RATE_LIMITED: 'Too many requests; please try again later',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable; please try again later',
    INTERNAL: 'The server could not respond; please try again later',
    NETWORK_ERROR: 'Network problem; please check your connection',
    UNEXPECTED_RESPONSE: 'The server sent an unreadable answer; please try again later',
  },
};

export default enUS;
