import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const serverSecret = 'a-server-secret-of-at-least-thirty-two-characters';

describe('secret box', () => {
  it('seals to a value that is not the secret and opens it again', () => {
    const box = createSecretBox(serverSecret, 'test.purpose');
    const sealed = box.seal('whsec_plain-value', 'row-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('whsec_plain-value');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('whsec_plain-value')).toBe(false);
    expect(box.open(sealed, 'row-1')).toBe('whsec_plain-value');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('whsec_plain-value', 'row-1')).not.toBe(sealed);
  });

  it('does not open under another server secret, another purpose, another row or when altered', () => {
    const box = createSecretBox(serverSecret, 'test.purpose');
    const sealed = box.seal('whsec_plain-value', 'row-1');
    expect(() => createSecretBox(`${serverSecret}x`, 'test.purpose').open(sealed, 'row-1')).toThrow();
    expect(() => createSecretBox(serverSecret, 'other.purpose').open(sealed, 'row-1')).toThrow();
    expect(() => box.open(sealed, 'row-2')).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([version, iv, flipped, tag].join('.'), 'row-1')).toThrow();
    expect(() => box.open('whsec_plain-value', 'row-1')).toThrow('not a sealed value');
  });

  it('refuses a short server secret', () => {
    expect(() => createSecretBox('short', 'test.purpose')).toThrow();
  });
});
