/**
 * Whether she kept a journal on this device, in a few bytes and without the journal's code: a calculator asks this
 * on arrival and loads the store only when the answer is yes. Asking never creates the database.
 */

/** The IndexedDB database that holds the journal (and nothing else). */
export const JOURNAL_DB = 'bloomcalc-journal';
/** Its one object store, and the one key in it that holds the record. */
export const JOURNAL_STORE = 'journal';
export const JOURNAL_KEY = 'journal';

/**
 * True only if the journal's database holds its record. Where `indexedDB.databases()` exists it answers without
 * opening anything; else (and to look inside) the database is opened with an upgrade that is aborted at once, so
 * a database that was not there is not made. No IndexedDB (private modes of old browsers): false.
 */
export async function journalExists(): Promise<boolean> {
  const idb = globalThis.indexedDB;
  if (idb === undefined) return false;
  try {
    if (typeof idb.databases === 'function') {
      const list = await idb.databases();
      if (!list.some((d) => d.name === JOURNAL_DB)) return false;
    }
    const db = await openWithoutCreating(idb);
    if (db === null) return false;
    try {
      if (!db.objectStoreNames.contains(JOURNAL_STORE)) return false;
      const count = db.transaction(JOURNAL_STORE, 'readonly').objectStore(JOURNAL_STORE).count(JOURNAL_KEY);
      return (await settle(count)) > 0;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** The database if it exists, else null; a missing one is not created (its upgrade is aborted). */
function openWithoutCreating(idb: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = idb.open(JOURNAL_DB);
    let missing = false;
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      if (missing) {
        request.result.close();
        resolve(null);
      } else resolve(request.result);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
