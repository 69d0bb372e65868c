// The worker's side of worker-client.js: loads Pyodide from the site's own files, then answers each request
// with what `answer` returns, or with the error that stopped it. Used by ask-worker.js and console-worker.js.
//
// Starting Python is most of a start: about 1.5 s with every file already in the HTTP cache. So the first
// start in a browser saves a memory snapshot of the interpreter, taken once the worker's modules are
// imported, in Cache Storage; the next page restores it instead (Pyodide's _loadSnapshot), about a third of
// a second. A snapshot is named by Pyodide's folder and the SHA-256 of the worker's code bundle, so a new
// runtime or a new engine makes a new one (the old is deleted); one that fails to restore is deleted and
// never made again for that name, and the start goes on the ordinary way.

const MARK_FAILED = "failed";

// Pyodide from the site's runtime folder (indexURL ends in "/"), never a CDN.
async function pyodideLoader(indexURL) {
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  return loadPyodide;
}

// The bytes (or text) at a URL, or an error naming what failed to load.
export async function fetched(url, what, as = "arrayBuffer") {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return response[as]();
}

async function hex(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Cache Storage and SubtleCrypto exist only in a secure context (https, or localhost): elsewhere, no snapshot.
async function snapshotStore(name) {
  if (typeof caches === "undefined" || !globalThis.crypto?.subtle) return null;
  try {
    return await caches.open(name);
  } catch {
    return null; // storage refused (a private window with storage off)
  }
}

// Returns {pyodide, restored, saved}: Pyodide with `prepare(pyodide)` done (the bundle unpacked and the modules that
// take long to import imported), restored from this browser's snapshot when it has one for `bundle`, else
// started and prepared, and a snapshot saved for the next page (`saved` settles when it is stored: await it
// before the first answer, so a page closed at once still leaves it). After a restore, `unpack(pyodide)` puts the
// bundle's files back (the file system is not in the snapshot; a module imported later reads them).
export async function preparedPython(indexURL, bundle, { store: storeName, unpack, prepare, onRestore = () => {} }) {
  const loadPyodide = await pyodideLoader(indexURL);
  const store = await snapshotStore(storeName);
  const key = store ? new URL(`snapshot-${await hex(bundle)}`, indexURL).href : null;
  const marker = key ? `${key}-${MARK_FAILED}` : null;
  if (store) {
    const hit = await store.match(key).catch(() => undefined);
    if (hit) {
      try {
        onRestore();
        const pyodide = await loadPyodide({ indexURL, _loadSnapshot: new Uint8Array(await hit.arrayBuffer()) });
        unpack(pyodide);
        return { pyodide, restored: true, saved: Promise.resolve() };
      } catch {
        // never again for this runtime and bundle: a snapshot this browser cannot restore would fail each page
        await store.delete(key).catch(() => {});
        await store.put(marker, new Response("")).catch(() => {});
      }
    }
  }
  const snapshots = Boolean(store) && !(await store.match(marker).catch(() => undefined));
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: snapshots });
  const memory = () => pyodide._module?.HEAP8?.length;
  const started = memory();
  unpack(pyodide);
  prepare(pyodide);
  let saved = Promise.resolve();
  // A snapshot restores only into the memory a new interpreter starts with: if preparing grew it (importing
  // rdflib does), the snapshot could not be restored, so none is made.
  if (snapshots && started && memory() === started) {
    try {
      const snapshot = pyodide.makeMemorySnapshot();
      // stored while the worker goes on; the previous runtime's or bundle's snapshots are removed
      saved = (async () => {
        for (const old of await store.keys()) if (old.url !== key) await store.delete(old);
        await store.put(key, new Response(snapshot));
      })().catch(() => {}); // not stored: the next page starts the ordinary way
    } catch {
      // a snapshot cannot be made of this state: nothing is saved, and the page goes on
    }
  }
  return { pyodide, restored: false, saved };
}

// `start(init)` runs once, on the init message, and returns what `answer(ready, request)` needs; a request
// that arrives before it is ready waits for it, and one sent after it failed gets its error.
export function serveRequests(start, answer, errorLength = 400) {
  let ready = null;
  self.onmessage = async (event) => {
    const message = event.data;
    if (message.type === "init") {
      ready = start(message);
      ready.catch(() => {}); // reported to each request that waits on it
      return;
    }
    try {
      self.postMessage({ id: message.id, ok: true, result: answer(await ready, message) });
    } catch (err) {
      self.postMessage({ id: message.id, ok: false, error: String((err && err.message) || err).slice(0, errorLength) });
    }
  };
}
