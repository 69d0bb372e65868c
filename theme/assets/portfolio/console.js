// The SPARQL console's page: sends a query to its worker and draws the answer as a table, with text only
// (never markup from a result). The worker starts on the first query; if it does not answer within
// data-page-seconds it is stopped, the page says so, and the next query starts a new one.

import { startWorker } from "./worker-client.js";

const cfg = document.getElementById("pf-console-config").dataset;
const form = document.getElementById("pf-console-form");
const input = document.getElementById("pf-console-query");
const status = document.getElementById("pf-console-status");
const out = document.getElementById("pf-console-result");
const root = new URL(cfg.root, location.href);
const pageSeconds = Number(cfg.pageSeconds) || 20;
let worker = null;
let seq = 0;

const first = new URLSearchParams(location.search).get("query");
if (first) {
  input.value = first;
  run(first);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const url = new URL(location.href);
  url.searchParams.set("query", input.value);
  history.replaceState(null, "", url);
  run(input.value);
});

function start() {
  return startWorker(cfg.worker, {
    pyodide: new URL(cfg.pyodide, location.href).href,
    bundle: new URL(cfg.bundle, location.href).href,
    graph: new URL(cfg.graph, location.href).href,
  }, { onProgress: (data) => { status.textContent = data.text; }, failed: "the console failed to start" });
}

async function run(query) {
  if (!query.trim()) {
    status.textContent = "Write a query first.";
    return;
  }
  const mine = ++seq;
  out.replaceChildren();
  if (!worker || worker.stopped) worker = start();
  status.textContent = "Running the query…";
  const started = performance.now();
  try {
    const result = await worker.request({ query, namespaces: cfg.namespaces, maxRows: Number(cfg.maxRows),
      seconds: Number(cfg.seconds) }, pageSeconds * 1000);
    if (mine !== seq) return;
    draw(result, performance.now() - started);
  } catch (err) {
    if (mine !== seq) return;
    status.textContent = `The query could not run: ${err.message}.`;
  }
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function draw(result, ms) {
  if (result.error) {
    status.textContent = `The query was not run: ${result.error}.`;
    return;
  }
  const took = `${Math.round(ms)} ms in your browser (the query itself ${result.ms} ms)`;
  if (result.kind === "ASK") {
    status.textContent = `ASK: ${result.answer ? "yes" : "no"}. ${took}.`;
    return;
  }
  const rows = result.rows.length;
  status.textContent = rows === 0 ? `No rows. ${took}.`
    : `${rows}${result.more ? "+" : ""} row${rows === 1 ? "" : "s"}${result.more ? `, the first ${rows} shown` : ""}. ${took}.`;
  if (!rows) return;
  const scroll = el("div", "pf-console__scroll");
  const table = el("table", "pf-console__table");
  const head = el("tr");
  for (const name of result.vars) {
    const th = el("th", null, `?${name}`);
    th.scope = "col";
    head.append(th);
  }
  table.append(el("thead"));
  table.tHead.append(head);
  const body = el("tbody");
  for (const row of result.rows) {
    const tr = el("tr");
    for (const cell of row) tr.append(td(cell));
    body.append(tr);
  }
  table.append(body);
  scroll.append(table);
  out.append(scroll);
}

function td(cell) {
  const td = el("td");
  if (!cell) return td;
  if (cell.type === "iri" && cell.page) {
    const a = el("a", null, cell.label || cell.value);
    a.href = new URL(cell.page, root).href;
    a.title = cell.value;
    td.append(a);
  } else if (cell.type === "iri") {
    const code = el("code", null, cell.short || cell.value);
    code.title = cell.value;
    td.append(code);
  } else {
    td.textContent = cell.value;
    if (cell.language) td.append(el("span", "pf-console__note", ` @${cell.language}`));
  }
  return td;
}
