// The question engine in the browser: Pyodide, from this site's own files, running generator.engine (the
// same modules plan() runs at build time, shipped as data/engine.zip) over data/knowledge-state.json.
// A module worker, so starting the interpreter never freezes the page. The runtime's folder is named by
// Pyodide's version (generator/site/runtime.py), so the page says where it is.

import { fetched, loadPython, serveRequests } from "./worker-host.js";

const HOME = "/home/pyodide/portfolio";

// What is loading, for the page's progress bar (ask.js): one message as each step starts.
const STEPS = [
  "Loading the Python interpreter (about 6 MB the first time, then from your browser's cache)",
  "Loading the question engine and what this site knows",
  "Indexing what this site knows",
];
const progress = (step) => self.postMessage({ type: "progress", step, steps: STEPS.length, text: STEPS[step] });

async function start(message) {
  progress(0);
  const pyodide = await loadPython(message.pyodide);
  progress(1);
  const [bundle, state] = await Promise.all([
    fetched(message.engine, "engine"),
    fetched(message.state, "state", "text"),
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

// The question crosses as a Python str: it is data, never code.
serveRequests(start, (engine, message) => JSON.parse(engine.answer_json(message.question, message.today)), 300);
