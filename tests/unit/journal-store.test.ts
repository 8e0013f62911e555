import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteEverything,
  forgetForTests,
  isLocked,
  JournalStoreError,
  journalExists,
  readJournal,
  setPassphrase,
  updateJournal,
  writeJournal,
} from '../../src/journal/store';
import type { Journal } from '../../src/journal/types';

let factory: IDBFactory;

beforeEach(() => {
  // A fresh, empty IndexedDB for every test, as on a device that never kept anything.
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  forgetForTests();
});

const names = async () => (await factory.databases()).map((d) => d.name);

/** The raw record as IndexedDB holds it, read without the store's code. */
async function rawRecord(): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = factory.open('bloomcalc-journal');
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const r = db.transaction('journal', 'readonly').objectStore('journal').get('journal');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  } finally {
    db.close();
  }
}

const journal: Journal = {
  periods: [{ start: '2026-10-02', end: '2026-10-06' }, { start: '2026-09-03' }, { start: '2026-10-02' }],
  babies: [],
};

describe('journal store, unlocked', () => {
  it('asking whether a journal exists, or reading it, creates no database', async () => {
    expect(await journalExists()).toBe(false);
    expect(await readJournal()).toEqual({ state: 'none' });
    expect(await isLocked()).toBe(false);
    expect(await names()).toEqual([]);
  });

  it('without indexedDB.databases(), the existence check opens and aborts: still no database', async () => {
    const plain = new IDBFactory();
    Object.defineProperty(plain, 'databases', { value: undefined });
    vi.stubGlobal('indexedDB', plain);
    expect(await journalExists()).toBe(false);
    expect(await new IDBFactory().databases.call(plain)).toEqual([]);
    await writeJournal(journal);
    expect(await journalExists()).toBe(true);
  });

  it('keeps what is written, sorted and without duplicates', async () => {
    await writeJournal(journal);
    expect(await journalExists()).toBe(true);
    expect(await readJournal()).toEqual({
      state: 'open',
      journal: { periods: [{ start: '2026-09-03' }, { start: '2026-10-02', end: '2026-10-06' }], babies: [] },
    });
  });

  it('updateJournal reads, changes and writes; starting from nothing is an empty journal', async () => {
    const first = await updateJournal((j) => ({ ...j, periods: [...j.periods, { start: '2026-11-01' }] }));
    expect(first.periods).toEqual([{ start: '2026-11-01' }]);
    // Ten changes at once: none is lost to another (each reads what the one before wrote).
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        updateJournal((j) => ({ ...j, periods: [...j.periods, { start: `2025-0${(i % 9) + 1}-15` }] })),
      ),
    );
    const read = await readJournal();
    expect(read.state === 'open' && read.journal.periods.length).toBe(10);
  });

  it('deleteEverything removes the database itself', async () => {
    await writeJournal(journal);
    expect(await names()).toEqual(['bloomcalc-journal']);
    await deleteEverything();
    expect(await names()).toEqual([]);
    expect(await journalExists()).toBe(false);
    expect(await readJournal()).toEqual({ state: 'none' });
    // And the store still works after it (a fresh connection).
    await writeJournal(journal);
    expect(await journalExists()).toBe(true);
  });

  it('a record that is not ours reads as no journal, without a throw', async () => {
    await writeJournal(journal);
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = factory.open('bloomcalc-journal');
      r.onsuccess = () => resolve(r.result);
    });
    await new Promise((resolve) => {
      const tx = db.transaction('journal', 'readwrite');
      tx.objectStore('journal').put({ format: 'other', periods: 'x' }, 'journal');
      tx.oncomplete = resolve;
    });
    db.close();
    forgetForTests();
    expect(await readJournal()).toEqual({ state: 'none' });
  });
});

describe('journal store, locked', () => {
  it('locks, keeps nothing readable, asks for the passphrase after a reload, and refuses a wrong one', async () => {
    await writeJournal(journal);
    await setPassphrase('correct horse');
    expect(await isLocked()).toBe(true);
    const raw = await rawRecord();
    expect(JSON.stringify(raw)).not.toContain('2026');
    expect(raw).toMatchObject({
      locked: true,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 },
    });

    // This page holds the key: reading needs no passphrase.
    expect((await readJournal()).state).toBe('open');

    forgetForTests(); // a new page load
    expect(await readJournal()).toEqual({ state: 'locked' });
    expect(await readJournal('wrong horse')).toEqual({ state: 'wrong-passphrase' });
    await expect(writeJournal({ periods: [], babies: [] })).rejects.toEqual(new JournalStoreError('locked'));
    const opened = await readJournal('correct horse');
    expect(opened).toEqual({
      state: 'open',
      journal: { periods: [{ start: '2026-09-03' }, { start: '2026-10-02', end: '2026-10-06' }], babies: [] },
    });

    // Held for the page's life: a write seals again with the same passphrase.
    await updateJournal((j) => ({ ...j, periods: [...j.periods, { start: '2026-11-01' }] }));
    forgetForTests();
    const again = await readJournal('correct horse');
    expect(again.state === 'open' && again.journal.periods.map((p) => p.start)).toEqual([
      '2026-09-03',
      '2026-10-02',
      '2026-11-01',
    ]);
  });

  it('removing the lock stores the journal readable again; deleting forgets the key', async () => {
    await writeJournal(journal);
    await setPassphrase('pw one');
    await setPassphrase(null);
    expect(await isLocked()).toBe(false);
    forgetForTests();
    expect((await readJournal()).state).toBe('open');

    await setPassphrase('pw two');
    await deleteEverything();
    expect(await names()).toEqual([]);
    // A new journal after deleting everything is not sealed with the old key.
    await writeJournal(journal);
    expect(await isLocked()).toBe(false);
  });

  it('an empty passphrase is refused', async () => {
    await expect(setPassphrase('')).rejects.toEqual(new JournalStoreError('empty-passphrase'));
  });
});

describe('journal store, two tabs', () => {
  it("another tab's Delete everything closes this tab's connection and forgets its key", async () => {
    await writeJournal(journal);
    await setPassphrase('pw');
    // The other tab: the same database through a second connection, deleted there.
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase('bloomcalc-journal');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked: this tab did not let go of its connection'));
    });
    expect(await names()).toEqual([]);
    // Keeping something again in this tab does not seal it with the forgotten key.
    await writeJournal(journal);
    expect(await isLocked()).toBe(false);
  });
});
