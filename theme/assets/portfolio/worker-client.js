// The page's side of a Python worker (the ask page's engine, the SPARQL console): starts the worker, sends it
// requests by id, and fails every waiting request at once when the worker errs or is stopped, so a page never
// waits on a dead worker. The worker's side is worker-host.js.

// Returns {request(message, timeoutMs), stop(why), loaded}: request() resolves with the worker's result or
// rejects with its error; after timeoutMs without an answer the whole worker is stopped (a query or plan that
// runs away cannot be interrupted in Python), and the next request needs a new client.
export function startWorker(url, init, { onProgress = () => {}, onError = () => {}, failed = "the worker failed to start" } = {}) {
  const w = new Worker(url, { type: "module" });
  const pending = new Map();
  let seq = 0;
  const client = {
    loaded: false,
    stopped: false,
    stop(why) {
      for (const p of pending.values()) p.reject(new Error(why));
      pending.clear();
      client.stopped = true;
      w.terminate();
    },
    request(message, timeoutMs) {
      const id = ++seq;
      return new Promise((resolve, reject) => {
        const timer = timeoutMs ? setTimeout(() => client.stop(`no answer within ${timeoutMs / 1000} s, so it was stopped`), timeoutMs) : 0;
        pending.set(id, {
          resolve: (v) => { clearTimeout(timer); resolve(v); },
          reject: (err) => { clearTimeout(timer); reject(err); },
        });
        w.postMessage({ ...message, id });
      });
    },
  };
  w.onmessage = (event) => {
    const data = event.data;
    if (data.type === "progress") {
      onProgress(data);
      return;
    }
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    if (data.ok) {
      client.loaded = true;
      p.resolve(data.result);
    } else {
      p.reject(new Error(data.error));
    }
  };
  w.onerror = (event) => {
    onError();
    client.stop(event.message || failed);
  };
  w.postMessage({ type: "init", ...init });
  return client;
}
