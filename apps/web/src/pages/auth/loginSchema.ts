/**
 * The login form's contract schema, in its own chunk: zod is tens of kilobytes that /auth's first
 * load does not need. LoginView asks for it when the form is first touched, and awaits it on submit.
 */
export { LoginRequest as LoginRequestSchema } from '@alphadesk/contracts';
