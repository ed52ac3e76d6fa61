import { expect } from 'vitest';
import { ProviderError } from '../ingestion/providers/types.ts';
import { fixture } from './fixtures.ts';

/** A saved exchange answer as the fake upstream's reply body. */
export const json = (name: string) => ({ body: fixture(name) });

/** Asserts that `promise` rejects with a provider error of this kind. */
export async function expectKind(promise: Promise<unknown>, kind: ProviderError['kind']): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as ProviderError).kind).toBe(kind);
}
