import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** English texts of the auth pages. */
const texts: Translation<typeof zhTW> = {
  auth: {
    titles: {
      login: 'Log in',
      register: 'Sign up free',
      guest: 'Guest trial',
      'tier-selection': 'Choose a plan',
      forgot: 'Forgot password',
      reset: 'Reset password',
    },
    fields: {
      name: 'Name',
      email: 'Email',
      password: 'Password',
      confirmPassword: 'Confirm password',
      phone: 'Phone (optional)',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmNewPassword: 'Confirm new password',
    },
    placeholders: {
      email: 'name@example.com',
      phone: 'e.g. 0912-345-678',
    },
    login: {
      title: 'Log in',
      subtitle: 'Welcome back. Log in to continue your research.',
      rememberMe: 'Remember me',
      forgot: 'Forgot password?',
      submit: 'Log in',
      busy: 'Logging in…',
      or: 'or',
      guest: 'Try as a guest',
      noAccount: 'No account yet?',
      register: 'Sign up free',
      plans: 'See the plans',
    },
    register: {
      title: 'Create an account',
      subtitle: 'Sign up free and start researching Taiwan stocks with AI analysts.',
      guestKeeps: 'You are using a guest session; signing up keeps what you did as a guest.',
      selectedTier: 'Chosen plan: {{plan}}',
      changeTier: 'Change plan',
      paidTierNote:
        'New accounts start as free members; {{plan}} becomes active once it is paid for on the pricing page.',
      paidTierSuccess:
        '{{message}}. You are a free member for now; {{plan}} becomes active once paid for. Taking you to the pricing page.',
      agreePrefix: 'I have read and agree to the ',
      terms: 'terms of service',
      and: ' and the ',
      privacy: 'privacy policy',
      submit: 'Create account',
      busy: 'Signing up…',
      hasAccount: 'Already have an account?',
      login: 'Log in',
    },
    checklist: {
      title: 'Password strength',
      weak: 'Weak',
      medium: 'Medium',
      strong: 'Strong',
      minLength: 'At least 8 characters',
      lowercase: 'A lower-case letter',
      uppercase: 'An upper-case letter',
      digit: 'A digit',
      met: '(met)',
      unmet: '(not met)',
    },
    forgot: {
      title: 'Forgot password',
      subtitle: 'Enter the email you signed up with and we will send you a link to reset your password.',
      submit: 'Send reset link',
      busy: 'Sending…',
      failed: 'Could not send; please try again later',
      back: 'Back to log in',
    },
    reset: {
      title: 'Reset password',
      subtitle: 'Choose a new password, then log in with it.',
      submit: 'Update password',
      busy: 'Updating…',
      done: 'Your password has been reset; please log in with the new one',
      failed: 'Could not reset the password; please try again later',
      requestAgain: 'Request a new reset link',
    },
    tiers: {
      title: 'Choose a plan',
      subtitle:
        'Choose a plan, then sign up. Paid plans become active once paid for on the pricing page after signing up.',
      analyses: '{{limit}} analyses a month',
      unlimited: 'Unlimited analyses',
      choose: 'Choose {{plan}}',
      back: 'Back to log in',
    },
    guest: {
      title: 'Guest trial',
      subtitle: 'Try the AI analyses without signing up.',
      pointLimited:
        'Guests get a limited number of analyses; the member centre shows how many are left once you start.',
      pointKeep: 'If you sign up later, what you did as a guest stays in your account.',
      start: 'Start guest trial',
      busy: 'Starting…',
      failed: 'Could not start guest mode',
    },
    google: {
      loading: 'Loading',
      unavailable:
        'Google sign-in is temporarily unavailable; please try again later or use another way to log in',
      cancelled: 'Google sign-in was cancelled or failed',
    },
    success: {
      login: 'Welcome back',
      register: 'Signed up. Welcome to AlphaDesk',
      guest: 'Guest mode started',
      google: 'Signed in with Google',
    },
    messages: {
      loginUnexpected: 'Something went wrong while logging in; please try again later',
      registerUnexpected: 'Something went wrong while signing up; please try again later',
      network: 'Network error; please try again later',
      oauthError: 'Third-party sign-in failed: {{reason}}',
    },
    signedIn: {
      title: 'You are logged in as {{name}}',
      continue: 'Go to the member centre',
    },
    redirecting: 'Taking you there…',
  },
  password: {
    description: 'After changing your password, your sessions on other devices are logged out.',
    submit: 'Change password',
    busy: 'Changing…',
  },
};

export default texts;
