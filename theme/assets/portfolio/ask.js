// The ask page. An anticipated question is answered from the answer index the build wrote (one small
// index file and one shard); any other question is planned by the engine's own Python, run by Pyodide in
// a module worker (ask-worker.js) that loads only then. No answering logic lives here: this file finds
// a plan and draws it. Everything drawn is inserted as text (textContent, setAttribute on checked URLs),
// never as markup, so a question from the URL cannot become code.

import { startWorker } from "./worker-client.js";

const SPACE = /[ \t\n\r\f\v]+/g;

// generator/answer_index.py normalise_question: ASCII whitespace runs made one space, trimmed, and final
// question marks, exclamation marks and full stops dropped.
export function normaliseQuestion(question) {
  return question.replace(SPACE, " ").replace(/^ | $/g, "").replace(/[ ?!.]+$/, "");
}

// generator/answer_index.py fold_case: ASCII letters in lower case, nothing else changed.
export function foldCase(key) {
  return key.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

// generator/answer_index.py question_hash: 32-bit FNV-1a over the UTF-8 bytes.
export function questionHash(key) {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(key)) {
    h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  }
  return h;
}

// generator/answer_index.py shard_of: the last shard whose first hash is not above the key's.
export function shardOf(key, starts) {
  const h = questionHash(key);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= h) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const FIRST_LOAD_TIMEOUT_MS = 60000; // the interpreter, 15 MB the first time, then the engine and its state
const QUESTION_TIMEOUT_MS = 15000;
const LABELS = {
  exact: ["Answer", "read from the graph or an authored answer"],
  strong: ["Answer", "found for what the question names or asks about"],
  weak: ["Closest match", "only shares words with the question; it may not answer it"],
  none: ["Not found", "the site has nothing that answers this"],
};

const config = document.getElementById("pf-ask-config");
if (config) init(config.dataset);

function init(cfg) {
  const form = document.getElementById("pf-ask-form");
  const input = document.getElementById("pf-ask-q");
  const status = document.getElementById("pf-ask-status");
  const out = document.getElementById("pf-answer");
  const root = new URL(cfg.root, location.href);
  const maxLength = Number(cfg.maxLength) || 500;
  const words = JSON.parse(cfg.words); // generator/site/answer_words.py
  const misses = JSON.parse(cfg.misses || '{"confidence": [], "route": []}'); // generator/question_log.py MISSES
  const progress = document.getElementById("pf-ask-progress");
  let token = 0;
  let meta = null;
  const shards = new Map();
  let engine = null;

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(input.value);
  });
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[data-pf-question]");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(link.dataset.pfQuestion);
  });
  window.addEventListener("popstate", () => {
    const q = new URLSearchParams(location.search).get("q") || "";
    input.value = q;
    ask(q);
  });
  const first = new URLSearchParams(location.search).get("q");
  if (first !== null) {
    input.value = first;
    ask(first);
  }

  function go(question) {
    const url = new URL(location.href);
    url.searchParams.set("q", question);
    history.pushState(null, "", url);
    input.value = question;
    ask(question);
  }

  function say(text) {
    status.textContent = text;
  }

  // The engine's start, step by step (ask-worker.js says which): a bar, and the step in words.
  function loading(step) {
    if (!step) {
      progress.hidden = true;
      return;
    }
    progress.hidden = false;
    // from the snapshot an earlier page saved; a restore that failed goes on the ordinary way, and says so
    if (step.restored) status.dataset.engine = "restored";
    else delete status.dataset.engine;
    progress.max = step.steps;
    progress.value = step.step;
    say(`${step.text}… (step ${step.step + 1} of ${step.steps})`);
  }

  async function fetchJSON(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  }

  async function lookUp(key) {
    if (!meta) meta = fetchJSON(cfg.answers + "index.json").catch((e) => { meta = null; throw e; });
    const index = await meta;
    const file = index.files[shardOf(key, index.starts)];
    if (!shards.has(file)) {
      shards.set(file, fetchJSON(`${cfg.answers}${file}.json`).catch((e) => { shards.delete(file); throw e; }));
    }
    const shard = await shards.get(file);
    return Object.prototype.hasOwnProperty.call(shard, key) ? { plan: shard[key], today: index.today } : null;
  }

  // The question as typed, else in lower case when the build found that its case changes nothing
  // (key_case "any": generator/answer_index.py).
  async function fromIndex(key) {
    const found = await lookUp(key);
    if (found || foldCase(key) === key) return found;
    const folded = await lookUp(foldCase(key));
    return folded && folded.plan.key_case === "any" ? folded : null;
  }

  function worker() {
    if (engine && !engine.stopped) return engine;
    engine = startWorker(cfg.worker, {
      pyodide: new URL(cfg.pyodide, location.href).href,
      engine: new URL(cfg.engine, location.href).href,
      state: new URL(cfg.state, location.href).href,
    }, { onProgress: loading, onError: () => loading(null), failed: "the question engine failed to start" });
    return engine;
  }

  // A plan from the engine; a first question waits for the interpreter too. Past the limit the worker is
  // stopped (a plan cannot be interrupted) and the next question starts a new one.
  function fromEngine(key, today) {
    const e = worker();
    return e.request({ type: "ask", question: key, today }, e.loaded ? QUESTION_TIMEOUT_MS : FIRST_LOAD_TIMEOUT_MS);
  }

  async function ask(raw) {
    const mine = ++token;
    const started = performance.now();
    const key = normaliseQuestion(raw);
    out.replaceChildren();
    out.removeAttribute("data-confidence");
    if (!key) {
      say("");
      return;
    }
    if (key.length > maxLength) {
      say(`Questions are limited to ${maxLength} characters; this one has ${key.length}.`);
      return;
    }
    document.title = `${key} · Ask`;
    say("Looking the question up…");
    let found = null;
    try {
      found = await fromIndex(key);
    } catch (err) {
      found = null; // the index could not be read: the engine can still answer
    }
    if (mine !== token) return;
    const today = visitorToday();
    if (found) {
      draw(found.plan, "index", started, key, true);
      if (found.plan.period && found.plan.period.relative && found.today.slice(0, 7) !== today.slice(0, 7)) {
        say(`This answer reads a date relative to today and was computed on ${found.today}; ` +
            "recomputing it for your date with the question engine…");
        await answerWithEngine(key, today, mine, started, false);
      } else {
        say("");
        askModel(found.plan, mine);
      }
      return;
    }
    say("This question was not answered ahead of time, so the question engine is starting: the same " +
        "Python that built this site, run in your browser…");
    await answerWithEngine(key, today, mine, started, true);
  }

  async function answerWithEngine(key, today, mine, started, replace) {
    try {
      const plan = await fromEngine(key, today);
      if (mine !== token) return;
      draw(plan, "engine", started, key, replace);
      loading(null);
      say("");
      askModel(plan, mine);
    } catch (err) {
      loading(null);
      if (mine !== token) return;
      if (replace) await drawUnavailable(key, err);
      else say(`The question engine could not run (${err.message}); the answer above is as of the build.`);
    }
  }

  async function askModel(plan, mine) {
    // Only when the site names a `portfolio serve` API, and only for what the engine was unsure of (the
    // misses its log may keep, never an ambiguity); the server decides again whether a model may answer
    // (model_allowed) and whether the question is kept.
    const unsure = misses.confidence.includes(plan.confidence) || misses.route.includes(plan.route);
    if (!cfg.api || !unsure || plan.ambiguous.length) return;
    try {
      const response = await fetch(cfg.api, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ question: plan.question }),
      });
      if (!response.ok || mine !== token) return;
      const data = await response.json();
      if (mine !== token || !data.fallback || data.fallback.outcome !== "kept") return;
      const box = el("section", "pf-answer__model");
      box.append(el("h3", null, "A model's answer, checked against the graph and the wiki"));
      box.append(el("p", null, data.fallback.text));
      box.append(sourceList(data.fallback.sources || []));
      out.append(box);
    } catch (err) {
      // the engine's own answer stands
    }
  }

  function visitorToday() {
    const d = new Date();
    const pad = (n) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }

  // -- drawing: text only ---------------------------------------------------------------------------

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function safeHref(url) {
    // Site-relative paths from the plan resolve against the site's root; absolute ones must be http(s).
    try {
      const resolved = new URL(url, root);
      return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
    } catch (err) {
      return null;
    }
  }

  function link(url, text) {
    const href = safeHref(url);
    if (!href) return el("span", null, text);
    const a = el("a", null, text);
    a.setAttribute("href", href);
    return a;
  }

  function questionLink(question, className) {
    const a = el("a", className, question);
    const url = new URL(location.pathname, location.href);
    url.searchParams.set("q", question);
    a.setAttribute("href", url.href);
    a.dataset.pfQuestion = question;
    return a;
  }

  function sourceList(sources, skip) {
    const list = el("ul", "pf-answer__sources");
    const seen = new Set();
    for (const source of sources) {
      const said = `${source.url}|${source.label}`;
      if (seen.has(said) || (skip && skip.has(source.id))) continue;
      seen.add(said);
      const item = el("li");
      item.append(source.url ? link(source.url, source.label) : el("span", null, source.label));
      if (source.kind) item.append(el("span", "pf-note", ` ${words.sources[source.kind] || source.kind}`));
      if (source.sparql) item.append(sparqlBlock(source.sparql, "The query that finds nothing"));
      list.append(item);
    }
    return list;
  }

  function sparqlBlock(query, summary) {
    const details = el("details", "pf-answer__sparql");
    details.append(el("summary", null, summary));
    const pre = el("pre");
    pre.append(el("code", null, query));
    details.append(pre);
    const open = el("a", null, "Run it in the SPARQL console");
    open.href = new URL(`sparql/?query=${encodeURIComponent(query)}`, root).href;
    const line = el("p");
    line.append(open);
    details.append(line);
    return details;
  }

  function resourceText(resource) {
    // generator/site/answer_words.py resource_text: the role's words, with the address's host.
    const url = safeHref(resource.url);
    const host = url && !url.startsWith(root.href) ? new URL(url).hostname : "";
    const role = resource.role.charAt(0).toUpperCase() + resource.role.slice(1);
    if (!host) return resource.role === "about" ? words.roles.about : role;
    return (words.roles[resource.role] || words.other_role).replace("{host}", host).replace("{role}", role);
  }

  function typeLabel(type) {
    return words.types[type] || type;
  }

  function chipList(questions) {
    const list = el("ul", "pf-chips");
    for (const question of questions) {
      const item = el("li");
      item.append(questionLink(question, "pf-chip"));
      list.append(item);
    }
    return list;
  }

  // What is said first, and in what order a keyboard reaches it: the heading (focused after every answer),
  // the answer, the choices or the primary action, then the questions to ask next: a handful of Tab
  // presses. Sources, other links, other results and the reasoning follow.
  function draw(plan, from, started, key, focus) {
    const ambiguous = plan.ambiguous.length > 0;
    const [kind, meaning] = words.confidence[plan.confidence] || words.confidence.none;
    out.replaceChildren();
    out.className = `pf-answer pf-answer--${plan.confidence}`;
    out.dataset.confidence = plan.confidence;
    out.dataset.answerFrom = plan.answer_from;
    out.dataset.results = plan.results.map((r) => r.id).join(" ");
    out.dataset.from = from;
    out.dataset.question = plan.question;
    out.dataset.asked = key;

    const heading = el("h2", "pf-answer__kind", ambiguous ? words.ambiguous : kind);
    heading.id = "pf-answer-heading";
    heading.tabIndex = -1;
    out.append(heading);
    if (plan.corrections && plan.corrections.length) {
      const fixes = plan.corrections.map(([from, to]) => `${from} → ${to}`).join(", ");
      out.append(el("p", "pf-note pf-answer__read-as", `Read as “${plan.read_as}” (${fixes}).`));
    }
    if (plan.answer) {
      out.append(el("p", "pf-answer__text", plan.answer.text));
    } else if (plan.confidence === "none") {
      out.append(el("p", "pf-answer__text", "The site has no answer to this question."));
    }
    const offered = new Set();
    for (const choice of plan.ambiguous) {
      const options = el("ul", "pf-answer__options");
      for (const option of choice.options) {
        offered.add(option.id);
        const item = el("li");
        item.append(link(`id/${option.id}/`, option.label));
        item.append(el("span", "pf-note", ` ${typeLabel(option.type)}`));
        options.append(item);
      }
      out.append(options);
    }
    if (!ambiguous) out.append(el("p", "pf-note pf-answer__confidence", meaning));
    const resources = [...plan.resources].sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)));
    const primary = resources.length && resources[0].primary ? resources.shift() : null;
    if (primary) {
      const action = link(primary.url, resourceText(primary));
      action.className = "md-button md-button--primary pf-answer__action";
      const p = el("p");
      p.append(action);
      out.append(p);
    }
    const chips = (plan.follow_ups || []).slice(0, 3).map((chip) => chip.question);
    if (chips.length) {
      out.append(el("h3", null, "Ask next"));
      out.append(chipList(chips));
    }
    if (plan.answer && plan.answer.sources.length && !ambiguous) {
      out.append(el("h3", null, "Sources"));
      out.append(sourceList(plan.answer.sources, offered));
    }
    if (plan.evidence) {
      const rows = plan.evidence.rows.length;
      out.append(sparqlBlock(plan.evidence.sparql,
        `The SPARQL behind this answer (${rows} ${rows === 1 ? "row" : "rows"} on the reasoned graph)`));
    }
    if (resources.length) {
      out.append(el("h3", null, "Elsewhere"));
      const list = el("ul", "pf-answer__resources");
      for (const resource of resources) {
        const item = el("li");
        item.append(link(resource.url, resourceText(resource)));
        list.append(item);
      }
      out.append(list);
    }
    const shown = plan.results.filter((r) => !offered.has(r.id) && (r.id !== plan.primary || !plan.answer)).slice(0, 5);
    if (shown.length) {
      out.append(el("h3", null, plan.confidence === "none" ? "What the site does have" : "Also found"));
      const list = el("ol", "pf-answer__results");
      for (const r of shown) {
        const item = el("li");
        item.append(link(`id/${r.id}/`, r.label));
        item.append(el("span", "pf-note", ` ${typeLabel(r.type)}`));
        list.append(item);
      }
      out.append(list);
    } else if (plan.confidence === "none") {
      out.append(el("h3", null, "What the site does have"));
      const list = el("ul");
      for (const [path, text] of [["key-work/", "Key work"], ["skills-by-category/", "Skills by category"],
        ["timeline/", "Timeline"]]) {
        const item = el("li");
        item.append(link(path, text));
        list.append(item);
      }
      out.append(list);
    }
    if (plan.confidence === "none" || plan.confidence === "weak") {
      const search = new URL(root);
      search.searchParams.set("q", key); // Material's search opens with ?q= on the home page
      const p = el("p", "pf-answer__search", "Or look for the words themselves: ");
      p.append(link(search.href, `search the site for “${key}”`));
      out.append(p);
    }
    const why = el("details", "pf-answer__why");
    why.append(el("summary", null, "Why this answer"));
    const steps = el("ol");
    for (const step of plan.trace) steps.append(el("li", null, `${step.stage}: ${step.detail}`));
    why.append(steps);
    why.append(el("p", "pf-note", `Intent ${plan.intent}, task ${plan.task}, operation ${plan.operation}; ` +
      `answered by the ${plan.route} route from ${plan.answer_from}; ` +
      (from === "index" ? "planned when the site was built." : "planned just now, in your browser.")));
    out.append(why);
    out.dataset.ms = String(Math.round(performance.now() - started));
    if (focus) heading.focus();
  }

  async function drawUnavailable(key, err) {
    say("");
    out.replaceChildren();
    out.className = "pf-answer pf-answer--unavailable";
    out.dataset.confidence = "unavailable";
    out.dataset.asked = key;
    const heading = el("h2", "pf-answer__kind", "The question engine could not load");
    heading.tabIndex = -1;
    out.append(heading);
    out.append(el("p", null, `This question was not answered ahead of time, and the engine that answers the ` +
      `others in your browser could not start (${err.message}).`));
    const search = new URL(root);
    search.searchParams.set("q", key);
    const p = el("p", null, "Try the site search: ");
    p.append(link(search.href, `search the site for “${key}”`));
    out.append(p);
    heading.focus();
    try {
      const questions = await fetchJSON(cfg.answers + "questions.json");
      const near = nearest(key, questions, 5);
      if (near.length) {
        out.append(el("h3", null, "Questions the site answers at once"));
        out.append(chipList(near));
      }
    } catch (e) {
      // nothing more to offer than the search
    }
  }

  function nearest(key, questions, count) {
    // Offered only when the engine cannot run: anticipated questions sharing the most words with this one.
    const words = (text) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
    const asked = words(key);
    return questions
      .map((q) => [[...words(q)].filter((w) => asked.has(w)).length, q])
      .filter(([score]) => score > 0)
      .sort((a, b) => b[0] - a[0] || a[1].length - b[1].length || (a[1] < b[1] ? -1 : 1))
      .slice(0, count)
      .map(([, q]) => q);
  }
}
