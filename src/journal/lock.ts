/**
 * The optional passphrase lock: PBKDF2-SHA-256 (600,000 iterations, OWASP's 2023 floor for it) turns her passphrase
 * and a random 16-byte salt into an AES-GCM 256 key; each write seals the journal with a fresh random 12-byte IV.
 * The key is not extractable and never stored; a forgotten passphrase means the journal cannot be read by anyone.
 * A wrong passphrase is a typed answer (`ok: false`), never a throw.
 */

/** PBKDF2 iterations for a new lock; a stored lock keeps the count it was made with. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;

/** What the store keeps of a locked journal besides the record's format and version. */
export interface Sealed {
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: Uint8Array<ArrayBuffer> };
  cipher: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer> };
  /** The AES-GCM ciphertext (with its tag) of the journal's JSON. */
  data: Uint8Array<ArrayBuffer>;
}

/** A key derived from her passphrase, held in memory for the page's life, with the salt it was derived with. */
export interface HeldKey {
  key: CryptoKey;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
}

/** The page's WebCrypto (Node 20 has it too as globalThis.crypto). */
const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

/** Derives the AES-GCM key for `passphrase`; a new random salt unless the stored lock's salt is given. */
export async function deriveKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer> = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
  iterations: number = PBKDF2_ITERATIONS,
): Promise<HeldKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  const key = await subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { key, salt, iterations };
}

/** Seals `value` (JSON) with the held key and a fresh random IV. */
export async function seal(value: unknown, held: HeldKey): Promise<Sealed> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, held.key, plain));
  return {
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: held.iterations, salt: held.salt },
    cipher: { name: 'AES-GCM', iv },
    data,
  };
}

export type UnsealOutcome = { ok: true; value: unknown } | { ok: false; reason: 'wrong-passphrase' };

/**
 * Opens what `seal` made. AES-GCM's tag fails for any other key, so a failure means the wrong passphrase (or a
 * record changed outside the page, which no passphrase opens either).
 */
export async function unseal(sealed: Sealed, held: HeldKey): Promise<UnsealOutcome> {
  try {
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: sealed.cipher.iv }, held.key, sealed.data);
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) };
  } catch {
    return { ok: false, reason: 'wrong-passphrase' };
  }
}

/** Derives the key for `passphrase` with the stored lock's salt and iterations, and opens the record with it. */
export async function unsealWithPassphrase(
  sealed: Sealed,
  passphrase: string,
): Promise<{ ok: true; value: unknown; held: HeldKey } | { ok: false; reason: 'wrong-passphrase' }> {
  const held = await deriveKey(passphrase, sealed.kdf.salt, sealed.kdf.iterations);
  const opened = await unseal(sealed, held);
  return opened.ok ? { ok: true, value: opened.value, held } : opened;
}

/** Whether a stored value has the shape `seal` gives (read back from IndexedDB, so checked, not trusted). */
export function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const kdf = v.kdf as Record<string, unknown> | undefined;
  const cipher = v.cipher as Record<string, unknown> | undefined;
  return (
    typeof kdf === 'object' &&
    kdf !== null &&
    kdf.name === 'PBKDF2' &&
    kdf.hash === 'SHA-256' &&
    Number.isInteger(kdf.iterations) &&
    (kdf.iterations as number) >= 1 &&
    kdf.salt instanceof Uint8Array &&
    typeof cipher === 'object' &&
    cipher !== null &&
    cipher.name === 'AES-GCM' &&
    cipher.iv instanceof Uint8Array &&
    cipher.iv.length === IV_BYTES &&
    v.data instanceof Uint8Array
  );
}
