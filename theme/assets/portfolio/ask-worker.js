// The question engine in the browser: Pyodide, from this site's own files, running generator.engine (the
// same modules plan() runs at build time, shipped as data/engine.zip) over data/knowledge-state.json.
// A module worker, so starting the interpreter never freezes the page. The runtime's folder is named by
// Pyodide's version (generator/site/runtime.py), so the page says where it is. From the second page on,
// the interpreter with the engine imported is restored from a snapshot (worker-host.js).

import { fetched, preparedPython, serveRequests } from "./worker-host.js";

const HOME = "/home/pyodide/portfolio";

// What is loading, for the page's progress bar (ask.js): one message as each step starts.
const STEPS = [
  "Loading the Python interpreter (about 6 MB the first time, then from your browser's cache)",
  "Loading the question engine and what this site knows",
  "Indexing what this site knows",
];
const progress = (step, text = STEPS[step], restored = false) =>
  self.postMessage({ type: "progress", step, steps: STEPS.length, text, restored });

async function start(message) {
  progress(0);
  // the state (2 MB) downloads while the interpreter starts; the small bundle names the snapshot
  const state = fetched(message.state, "state", "text");
  state.catch(() => {}); // awaited below
  const bundle = await fetched(message.engine, "engine");
  const { pyodide, restored, saved } = await preparedPython(message.pyodide, bundle, {
    store: "portfolio-engine",
    onRestore: () => progress(0, "Restoring the question engine from your browser's cache", true),
    unpack: (py) => py.unpackArchive(bundle, "zip", { extractDir: HOME }),
    prepare: (py) => {
      progress(1);
      py.runPython(`
import sys
sys.path.insert(0, "${HOME}")
from generator.engine import Engine
`);
    },
  });
  progress(2, STEPS[2], restored); // says whether the snapshot was used: a restore that failed started afresh
  pyodide.FS.writeFile(`${HOME}/knowledge-state.json`, await state);
  pyodide.runPython(`
from generator.engine import Engine
with open("${HOME}/knowledge-state.json", encoding="utf-8") as fh:
    ENGINE = Engine.from_json(fh.read())
`);
  await saved;
  return pyodide.globals.get("ENGINE");
}

// The question crosses as a Python str: it is data, never code.
serveRequests(start, (engine, message) => JSON.parse(engine.answer_json(message.question, message.today)), 300);
