// The worker's side of worker-client.js: loads Pyodide from the site's own files, then answers each request
// with what `answer` returns, or with the error that stopped it. Used by ask-worker.js and console-worker.js.

// Pyodide from the site's runtime folder (indexURL ends in "/"), never a CDN.
export async function loadPython(indexURL) {
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  return loadPyodide({ indexURL });
}

// The bytes (or text) at a URL, or an error naming what failed to load.
export async function fetched(url, what, as = "arrayBuffer") {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return response[as]();
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
