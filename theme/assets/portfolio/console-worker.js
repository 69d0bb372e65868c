// The SPARQL console's worker: Pyodide from this site's own files, rdflib and the query runner from
// data/console.zip (generator/site/console.py), over data/graph.nt. The runner bounds rows and time
// (generator/sparql_runner.py); the page stops this worker if it does not answer in time. From the second
// start on, the interpreter with rdflib imported is restored from a snapshot (worker-host.js).

import { fetched, preparedPython, serveRequests } from "./worker-host.js";

const HOME = "/home/pyodide/console";

async function start(message) {
  self.postMessage({ type: "progress", text: "Loading Python (about 6 MB the first time, then from your browser's cache)…" });
  const graph = fetched(message.graph, "graph"); // downloads while the interpreter starts
  graph.catch(() => {}); // awaited below
  const bundle = await fetched(message.bundle, "console");
  const { pyodide, saved } = await preparedPython(message.pyodide, bundle, {
    store: "portfolio-console",
    onRestore: () => self.postMessage({ type: "progress", text: "Restoring rdflib from your browser's cache…" }),
    unpack: (py) => py.unpackArchive(bundle, "zip", { extractDir: HOME }),
    prepare: (py) => {
      self.postMessage({ type: "progress", text: "Loading rdflib…" });
      py.runPython(`
import json, sys
sys.path.insert(0, "${HOME}")
import rdflib
from generator.sparql_runner import console_json
`);
    },
  });
  self.postMessage({ type: "progress", text: "Loading the site's graph…" });
  pyodide.FS.writeFile(`${HOME}/graph.nt`, new Uint8Array(await graph));
  pyodide.runPython(`
import json, rdflib
from generator.sparql_runner import console_json
GRAPH = rdflib.Graph()
GRAPH.parse("${HOME}/graph.nt", format="nt")

def run_query(query, namespaces, max_rows, seconds):
    return console_json(GRAPH, query, json.loads(namespaces), max_rows=int(max_rows), seconds=float(seconds))
`);
  await saved;
  return pyodide.globals.get("run_query");
}

// Arguments cross as Python str and numbers: the query is data, never code.
serveRequests(start, (run, message) => JSON.parse(run(message.query, message.namespaces, message.maxRows, message.seconds)));
