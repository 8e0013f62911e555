import { describe, expect, it } from 'vitest';
import {
  deriveKey,
  isSealed,
  PBKDF2_ITERATIONS,
  seal,
  unseal,
  unsealWithPassphrase,
} from '../../src/journal/lock';

const journal = { periods: [{ start: '2026-10-02' }], babies: [] };

describe('journal lock', () => {
  it('seals with PBKDF2-SHA-256 (600,000 iterations, 16-byte salt) and AES-GCM with a fresh 12-byte IV', async () => {
    const held = await deriveKey('a long passphrase');
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(held.iterations).toBe(PBKDF2_ITERATIONS);
    expect(held.salt).toHaveLength(16);
    expect(held.key.extractable).toBe(false);
    expect(held.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    const one = await seal(journal, held);
    const two = await seal(journal, held);
    expect(one.cipher.iv).toHaveLength(12);
    expect(one.cipher.iv).not.toEqual(two.cipher.iv);
    expect(new TextDecoder().decode(one.data)).not.toContain('2026');
    expect(isSealed(one)).toBe(true);
    expect(await unseal(one, held)).toEqual({ ok: true, value: journal });
  });

  it('the right passphrase opens it; a wrong one is a typed answer, not a throw', async () => {
    const sealed = await seal(journal, await deriveKey('right'));
    const opened = await unsealWithPassphrase(sealed, 'right');
    expect(opened.ok && opened.value).toEqual(journal);
    expect(await unsealWithPassphrase(sealed, 'wrong')).toEqual({ ok: false, reason: 'wrong-passphrase' });
  });

  it('a changed byte is refused like a wrong passphrase (AES-GCM authenticates)', async () => {
    const held = await deriveKey('right');
    const sealed = await seal(journal, held);
    const data = sealed.data.slice();
    data[0] = (data[0] ?? 0) ^ 1;
    expect(await unseal({ ...sealed, data }, held)).toEqual({ ok: false, reason: 'wrong-passphrase' });
  });

  it('isSealed refuses what is not a sealed record', () => {
    expect(isSealed(null)).toBe(false);
    expect(isSealed({ kdf: { name: 'PBKDF2' }, cipher: {}, data: 'x' })).toBe(false);
    expect(
      isSealed({
        kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1, salt: new Uint8Array(16) },
        cipher: { name: 'AES-GCM', iv: new Uint8Array(8) },
        data: new Uint8Array(4),
      }),
    ).toBe(false);
  });
});
