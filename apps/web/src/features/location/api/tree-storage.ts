// Where the browser keeps the location tree between visits (spec §7: "cached in browser storage").
// The tree is about 1 MB of JSON: IndexedDB holds it without blocking the page (localStorage would
// read and write it synchronously on the main thread and spend a fifth of its quota). It is public
// reference data, not part of a session: logout leaves it. Without IndexedDB (disabled, private
// modes of some browsers) nothing is kept and every visit fetches the tree again.

export interface StoredTree {
  /** The ETag the server sent with this copy (sent back as If-None-Match). */
  etag: string;
  /** The answer's body, as received (parsed with the contract when read). */
  body: string;
}

export interface TreeStorage {
  read(): Promise<StoredTree | null>;
  write(tree: StoredTree): Promise<void>;
}

const DB_NAME = 'changdee-reference';
const STORE = 'entries';
const KEY = 'location-tree';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let database: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (!database) {
    const opening = indexedDB.open(DB_NAME, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    database = request(opening);
    database.catch(() => (database = null));
  }
  return database;
}

const isStoredTree = (value: unknown): value is StoredTree =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredTree).etag === 'string' &&
  typeof (value as StoredTree).body === 'string';

/** The tree in IndexedDB; every failure reads as "nothing stored" and writes are best effort. */
export const indexedDbTreeStorage: TreeStorage = {
  async read() {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const db = await openDatabase();
      const value: unknown = await request(
        db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY),
      );
      return isStoredTree(value) ? value : null;
    } catch {
      return null;
    }
  },
  async write(tree) {
    if (typeof indexedDB === 'undefined') return;
    try {
      const db = await openDatabase();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(tree, KEY));
    } catch {
      // Quota or a closed database: the next visit fetches the tree again.
    }
  },
};
