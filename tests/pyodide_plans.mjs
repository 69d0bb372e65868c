// Plans questions with the engine under Pyodide in Node: the runtime the ask page runs, so CI can prove it
// gives the very plans CPython gives (tests/test_pyodide_parity.py drives this script).
//
//   node tests/pyodide_plans.mjs ENGINE_ZIP STATE_JSON YYYY-MM-DD [--full] < questions.jsonl
//
// stdin: one question per line, each a JSON string. stdout: one line per question, in order: the sha256 hex
// of (Engine.answer_json(question, date) + "\n") as UTF-8, i.e. the digest manifest.json pins, without its
// "sha256:" prefix; with --full, the JSON itself. A question whose planning raises gives "!" and the
// exception's type and message instead.
//
// Bytes cross between JavaScript and Python only through Pyodide's file system, never as JS strings: the
// questions are written as the raw stdin bytes and decoded by Python, and the output is encoded by Python,
// so JavaScript's UTF-16 strings never touch a question or an answer. Everything runs in one runPython call.

import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const HOME = "/home/pyodide/portfolio";

function usage(message) {
  process.stderr.write(`${message}\nusage: node tests/pyodide_plans.mjs ENGINE_ZIP STATE_JSON YYYY-MM-DD [--full] ` +
    "< questions.jsonl\n");
  process.exit(2);
}

// A Node Buffer is a typed array Pyodide does not recognise ("Unknown typed array type 'Buffer'"): hand it
// a plain Uint8Array view of the same memory instead.
function bytes(buffer) {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function main() {
  const args = process.argv.slice(2);
  const full = args.includes("--full");
  const [enginePath, statePath, date] = args.filter((a) => a !== "--full");
  if (!enginePath || !statePath || !date) usage("missing arguments");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) usage(`not a date: ${date}`);

  const [bundle, state, questions] = await Promise.all([readFile(enginePath), readFile(statePath), readStdin()]);
  const pyodide = await loadPyodide();
  // Anything the engine prints must not mix with the answers on stdout.
  pyodide.setStdout({ batched: (line) => process.stderr.write(`[python] ${line}\n`) });
  pyodide.setStderr({ batched: (line) => process.stderr.write(`[python] ${line}\n`) });

  pyodide.FS.mkdirTree(HOME);
  pyodide.unpackArchive(bytes(bundle), "zip", { extractDir: HOME });
  pyodide.FS.writeFile(`${HOME}/knowledge-state.json`, bytes(state));
  pyodide.FS.writeFile(`${HOME}/questions.jsonl`, bytes(questions));
  pyodide.globals.set("HOME", HOME);
  pyodide.globals.set("DATE", date);
  pyodide.globals.set("FULL", full);
  pyodide.runPython(`
import hashlib
import json
import sys

sys.path.insert(0, HOME)
from generator.engine import Engine

with open(f"{HOME}/knowledge-state.json", "rb") as fh:
    engine = Engine.from_json(fh.read())
with open(f"{HOME}/questions.jsonl", encoding="utf-8") as fh:
    batch = [json.loads(line) for line in fh if line.strip()]

def one(question):
    try:
        text = engine.answer_json(question, DATE)
    except Exception as err:  # reported as a line of its own: parity covers failures too
        return "!" + type(err).__name__ + ": " + json.dumps(str(err)[:200])
    return text if FULL else hashlib.sha256((text + "\\n").encode("utf-8")).hexdigest()

with open(f"{HOME}/out.txt", "w", encoding="utf-8", newline="\\n") as fh:
    for question in batch:
        fh.write(one(question) + "\\n")
`);
  process.stdout.write(pyodide.FS.readFile(`${HOME}/out.txt`));
}

main().catch((err) => {
  process.stderr.write(`${(err && err.stack) || err}\n`);
  process.exit(1);
});
