/**
 * The journal on this device: one record in IndexedDB (database `bloomcalc-journal`, through idb-keyval with a store
 * of its own), written only when she keeps something. Never cookies, localStorage, caches or a request. A locked
 * record is sealed with her passphrase (lock.ts); the key is held in this module's memory for the page's life.
 * Every write is sorted and de-duplicated (merge.ts). Reading never creates the database.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { JOURNAL_DB, JOURNAL_KEY, JOURNAL_STORE, journalExists } from './exists';
import { readJournalShape } from './formats/shape';
import { deriveKey, type HeldKey, isSealed, type Sealed, seal, unseal, unsealWithPassphrase } from './lock';
import { normalizeJournal } from './merge';
import { JOURNAL_FORMAT, JOURNAL_VERSION, type Journal } from './types';

export { journalExists } from './exists';

/** The stored record (docs/journal-format.md, "The stored record"). */
type StoredRecord =
  | { format: typeof JOURNAL_FORMAT; version: number; locked: false; journal: Journal }
  | ({ format: typeof JOURNAL_FORMAT; version: number; locked: true } & Sealed);

export type ReadResult =
  | { state: 'none' }
  | { state: 'open'; journal: Journal }
  | { state: 'locked' }
  | { state: 'wrong-passphrase' };

/** Why a write was refused: the journal is locked and this page holds no key, or the passphrase is empty. */
export type JournalStoreFailure = 'locked' | 'empty-passphrase';

/** Thrown only for a programming mistake (writing a locked journal before it was opened), with a typed reason. */
export class JournalStoreError extends Error {
  constructor(readonly reason: JournalStoreFailure) {
    super(`journal store: ${reason}`);
    this.name = 'JournalStoreError';
  }
}

/** The key derived from her passphrase, once given (never stored, never the passphrase itself). */
let held: HeldKey | undefined;
/** idb-keyval's store; made anew after the database is deleted (its cached connection is closed then). */
let keyval: UseStore | undefined;
/** Writes of this page, one after another, so a read-change-write is not interleaved with another. */
let queue: Promise<unknown> = Promise.resolve();

function store(): UseStore {
  if (keyval !== undefined) return keyval;
  const made = createStore(JOURNAL_DB, JOURNAL_STORE);
  const wrapped: UseStore = (mode, callback) =>
    made(mode, (s) => {
      const db = s.transaction.db;
      // The database is never upgraded, so a version change is another tab deleting everything: this one lets go
      // of its connection (else the deletion waits) and of the key, so nothing is sealed again with it.
      db.onversionchange = () => {
        db.close();
        held = undefined;
        if (keyval === wrapped) keyval = undefined;
      };
      return callback(s);
    });
  keyval = wrapped;
  return wrapped;
}

/** One at a time within the page; across tabs too where the Web Locks API is there. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  const run = (): Promise<T> => (locks ? (locks.request(JOURNAL_DB, task) as Promise<T>) : task());
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

async function readRecord(): Promise<StoredRecord | undefined> {
  if (!(await journalExists())) return undefined;
  const value: unknown = await get(JOURNAL_KEY, store());
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record.format !== JOURNAL_FORMAT) return undefined;
  if (record.locked === true) {
    if (!isSealed(record)) return undefined;
    const { kdf, cipher, data } = record;
    return { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, locked: true, kdf, cipher, data };
  }
  return {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    locked: false,
    journal: readJournalShape(record.journal),
  };
}

/** What the record holds, opened with the held key or `passphrase`; `held` is set on success. */
async function openRecord(record: StoredRecord | undefined, passphrase?: string): Promise<ReadResult> {
  if (record === undefined) return { state: 'none' };
  if (!record.locked) return { state: 'open', journal: record.journal };
  if (passphrase !== undefined) {
    const opened = await unsealWithPassphrase(record, passphrase);
    if (!opened.ok) return { state: 'wrong-passphrase' };
    held = opened.held;
    return { state: 'open', journal: readJournalShape(opened.value) };
  }
  if (held !== undefined) {
    const opened = await unseal(record, held);
    if (opened.ok) return { state: 'open', journal: readJournalShape(opened.value) };
  }
  return { state: 'locked' };
}

/**
 * The journal kept on this device. Locked: `{ state: 'locked' }` until the right passphrase is given once (then
 * held for the page's life); a wrong one is `{ state: 'wrong-passphrase' }`. Never throws for what is stored.
 */
export async function readJournal(passphrase?: string): Promise<ReadResult> {
  try {
    return await openRecord(await readRecord(), passphrase);
  } catch {
    return { state: 'none' };
  }
}

/** Writes sorted and de-duplicated; sealed with the held key when there is one (the lock is on). */
async function writeRecord(journal: Journal, locked: boolean): Promise<void> {
  const clean = normalizeJournal(journal);
  if (locked) {
    if (held === undefined) throw new JournalStoreError('locked');
    const sealed = await seal(clean, held);
    await set(
      JOURNAL_KEY,
      { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, locked: true, ...sealed },
      store(),
    );
  } else {
    await set(
      JOURNAL_KEY,
      { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, locked: false, journal: clean },
      store(),
    );
  }
}

/** Whether writes seal: a held key, or a locked record (which then needs the key: `JournalStoreError('locked')`). */
async function mustSeal(): Promise<boolean> {
  if (held !== undefined) return true;
  return (await readRecord())?.locked === true;
}

/**
 * Keeps `journal` on this device (sorted, de-duplicated; sealed if locked). Rejects with `JournalStoreError('locked')`
 * when the journal is locked and this page has not been given the passphrase: read it first.
 */
export function writeJournal(journal: Journal): Promise<void> {
  return exclusive(async () => writeRecord(journal, await mustSeal()));
}

/**
 * Reads, changes and writes in one go (no other write of this page or, with Web Locks, of another tab between).
 * Starts from an empty journal when none is kept. Returns what was written.
 */
export function updateJournal(change: (j: Journal) => Journal): Promise<Journal> {
  return exclusive(async () => {
    const now = await openRecord(await readRecord());
    if (now.state === 'locked' || now.state === 'wrong-passphrase') throw new JournalStoreError('locked');
    const base = now.state === 'open' ? now.journal : { periods: [], babies: [] };
    const next = normalizeJournal(change(base));
    await writeRecord(next, await mustSeal());
    return next;
  });
}

/**
 * Locks the journal with `passphrase` (a new salt and key; held for the page's life), or removes the lock with
 * null. The journal must be open (its passphrase given) to change its lock. With nothing kept yet, only the key is
 * held: the first write then seals with it.
 */
export function setPassphrase(passphrase: string | null): Promise<void> {
  return exclusive(async () => {
    if (passphrase === '') throw new JournalStoreError('empty-passphrase');
    const now = await openRecord(await readRecord());
    if (now.state === 'locked' || now.state === 'wrong-passphrase') throw new JournalStoreError('locked');
    if (passphrase === null) {
      held = undefined;
      if (now.state === 'open') await writeRecord(now.journal, false);
      return;
    }
    held = await deriveKey(passphrase);
    if (now.state === 'open') await writeRecord(now.journal, true);
  });
}

/** Whether the kept journal is locked with a passphrase. */
export async function isLocked(): Promise<boolean> {
  try {
    return (await readRecord())?.locked === true;
  } catch {
    return false;
  }
}

/**
 * Deletes the database itself (not just its record) and forgets the held key: no trace in any storage. Waits for
 * other tabs to let go of their connections (they do, on `versionchange`).
 */
export function deleteEverything(): Promise<void> {
  return exclusive(async () => {
    held = undefined;
    const idb = globalThis.indexedDB;
    if (idb === undefined) return;
    if (keyval !== undefined) {
      // Close this page's connection, else the deletion waits for it.
      await keyval('readonly', async (s) => s.transaction.db.close()).catch(() => undefined);
      keyval = undefined;
    }
    await new Promise<void>((resolve, reject) => {
      const request = idb.deleteDatabase(JOURNAL_DB);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
  });
}

/** For tests: forget the held key and the connection, as a new page load would. */
export function forgetForTests(): void {
  held = undefined;
  keyval = undefined;
}
