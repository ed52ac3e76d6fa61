import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl, visitorHeaders } from './browser.ts';

export const memberPassword = 'Secret123';

export interface TestMember {
  email: string;
  accessToken: string;
  /** The signed-in user as the register answer gives it (what the site keeps in localStorage). */
  user: unknown;
}

/**
 * A new free member, registered through the API from a visitor address of its own (the browser tests
 * sign in through the page).
 */
export async function registerMember(
  prefix: string,
  name = '瀏覽器測試',
  email = `e2e-${prefix}-${randomUUID().slice(0, 8)}@example.com`,
): Promise<TestMember> {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...visitorHeaders() },
    body: JSON.stringify({
      name,
      email,
      password: memberPassword,
      confirmPassword: memberPassword,
      agreeToTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  const { accessToken, user } = (await response.json()) as { accessToken: string; user: unknown };
  return { email, accessToken, user };
}

/** Signs in through the sign-in form and waits for the redirect to land. */
export async function signInThroughPage(page: Page, member: TestMember, redirect = '/dashboard') {
  await page.goto(`${baseUrl()}/auth?mode=login&redirect=${encodeURIComponent(redirect)}`);
  await page.locator('#login-email').fill(member.email);
  await page.locator('#login-password').fill(memberPassword);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
}
