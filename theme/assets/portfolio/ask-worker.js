// The question engine in the browser: Pyodide, from this site's own files, running generator.engine (the
// same modules plan() runs at build time, shipped as data/engine.zip) over data/knowledge-state.json.
// A module worker, so starting the interpreter never freezes the page. The runtime's folder is named by
// Pyodide's version (generator/site/runtime.py), so the page says where it is.

const HOME = "/home/pyodide/portfolio";
let engine = null;

// What is loading, for the page's progress bar (ask.js): one message as each step starts.
const STEPS = [
  "Loading the Python interpreter (about 6 MB the first time, then from your browser's cache)",
  "Loading the question engine and what this site knows",
  "Indexing what this site knows",
];
const progress = (step) => self.postMessage({ type: "progress", step, steps: STEPS.length, text: STEPS[step] });

async function start(message) {
  progress(0);
  const { loadPyodide } = await import(`${message.pyodide}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: message.pyodide });
  progress(1);
  const [bundle, state] = await Promise.all([
    fetch(message.engine).then((r) => { if (!r.ok) throw new Error(`engine: HTTP ${r.status}`); return r.arrayBuffer(); }),
    fetch(message.state).then((r) => { if (!r.ok) throw new Error(`state: HTTP ${r.status}`); return r.text(); }),
  ]);
  progress(2);
  pyodide.unpackArchive(bundle, "zip", { extractDir: HOME });
  pyodide.FS.writeFile(`${HOME}/knowledge-state.json`, state);
  pyodide.runPython(`
import sys
sys.path.insert(0, "${HOME}")
from generator.engine import Engine
with open("${HOME}/knowledge-state.json", encoding="utf-8") as fh:
    ENGINE = Engine.from_json(fh.read())
`);
  return pyodide.globals.get("ENGINE");
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    engine = start(message);
    engine.catch(() => {}); // reported to each question that waits on it
    return;
  }
  try {
    const e = await engine;
    // Arguments cross as Python str: the question is data, never code.
    const json = e.answer_json(message.question, message.today);
    self.postMessage({ id: message.id, ok: true, plan: JSON.parse(json) });
  } catch (err) {
    self.postMessage({ id: message.id, ok: false, error: String((err && err.message) || err).slice(0, 300) });
  }
};
