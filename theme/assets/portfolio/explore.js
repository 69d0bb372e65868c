// The graph explorer (explore/): draws one entity and its neighbours, grouped by how they are linked, from
// data/explore.json. What is linked to what, in which order and under which name is decided at build
// (generator/site/explorer.py); this file only draws it and walks. Every text goes in as text, never markup.
// The entity shown is the one the address names (#Id), so links, Back and bookmarks walk the graph.

const cfg = document.getElementById("pf-x-config").dataset;
const view = document.getElementById("pf-x-view");
const status = document.getElementById("pf-x-status");
const trailList = document.getElementById("pf-x-trail");
const controls = document.getElementById("pf-x-controls");
const goForm = document.getElementById("pf-x-go");
const goInput = document.getElementById("pf-x-name");
const names = document.getElementById("pf-x-names");
const themeSelect = document.getElementById("pf-x-theme");
const filtered = document.getElementById("pf-x-filtered");
const kindBoxes = [...document.querySelectorAll(".pf-x-kinds input[name=kind]")];
const root = new URL(cfg.root, location.href);
const SVG = "http://www.w3.org/2000/svg";
const SHOWN = 40; // neighbours drawn per group before a "show all" button
const TRAIL = 8; // entities the walk remembers

let data = null;
let byId = new Map();
let trail = [];
let expanded = new Set(); // relation indices whose group shows every neighbour, for the entity shown

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function dot(kind, r) {
  const svg = document.createElementNS(SVG, "svg");
  const size = 2 * r + 2;
  svg.setAttribute("class", "pf-x-dot");
  svg.setAttribute("width", size);
  svg.setAttribute("height", size);
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("aria-hidden", "true");
  const circle = document.createElementNS(SVG, "circle");
  circle.setAttribute("class", `pf-dot pf-${kind}`);
  circle.setAttribute("cx", r + 1);
  circle.setAttribute("cy", r + 1);
  circle.setAttribute("r", r);
  svg.append(circle);
  return svg;
}

const hrefOf = (i) => "#" + encodeURIComponent(data.nodes[i][0]);
const linksOf = (n) => (n === 1 ? "1 link" : `${n} links`);

function shownIndex() {
  let id = "";
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    id = "";
  }
  return byId.has(id) ? byId.get(id) : data.start;
}

function filters() {
  const kinds = new Set(kindBoxes.filter((b) => b.checked).map((b) => b.value));
  const themeId = themeSelect ? themeSelect.value : "";
  const theme = byId.has(themeId) ? data.themes.indexOf(byId.get(themeId)) : -1;
  const off = kindBoxes.length - kinds.size;
  const said = [];
  if (off) said.push(off === 1 ? "1 kind hidden" : `${off} kinds hidden`);
  if (theme >= 0) said.push(`only ${themeSelect.selectedOptions[0].textContent}`);
  filtered.textContent = said.length ? `(${said.join(", ")})` : "(everything shown)";
  return (i) => kinds.has(data.nodes[i][2]) && (theme < 0 || data.nodes[i][5].includes(theme));
}

function drawTrail(current) {
  const at = trail.indexOf(current);
  if (at >= 0) trail = trail.slice(0, at + 1);
  else trail = [...trail, current].slice(-TRAIL);
  trailList.parentElement.hidden = trail.length < 2;
  trailList.replaceChildren(
    ...trail.map((i) => {
      const item = el("li");
      if (i === current) {
        const here = el("span", "", data.nodes[i][1]);
        here.setAttribute("aria-current", "location");
        item.append(here);
      } else {
        const a = el("a", "", data.nodes[i][1]);
        a.href = hrefOf(i);
        item.append(a);
      }
      return item;
    }),
  );
}

function drawNode(i) {
  const [, label, kind, what] = data.nodes[i];
  const item = el("li");
  const a = el("a", "pf-x-node");
  a.href = hrefOf(i);
  a.append(dot(kind, 6), el("span", "pf-x-label", label));
  item.append(a, el("span", "pf-x-meta", `${what} · ${linksOf(data.links[i].length)}`));
  return item;
}

function draw(moveFocus) {
  const current = shownIndex();
  const [, label, kind, what, url] = data.nodes[current];
  const visible = filters();
  drawTrail(current);

  const head = el("div", "pf-x-focus");
  const title = el("h2", "pf-x-title", label);
  title.id = "pf-x-title";
  title.tabIndex = -1;
  const page = el("a", "md-button", "Open its page");
  page.href = new URL(url, root).href;
  head.append(dot(kind, 10), title);
  const about = el("p", "pf-x-about", `${what} · ${linksOf(data.links[current].length)} · `);
  about.append(page);

  const groups = new Map();
  for (const [n, relation] of data.links[current]) {
    if (!groups.has(relation)) groups.set(relation, []);
    groups.get(relation).push(n);
  }
  const drawn = el("div", "pf-x-groups");
  let hidden = 0;
  for (const relation of [...groups.keys()].sort((a, b) => a - b)) {
    const members = groups.get(relation);
    const shown = members.filter(visible);
    hidden += members.length - shown.length;
    if (!shown.length) continue;
    const group = el("section", "pf-x-group");
    const [name, incoming] = data.relations[relation];
    // an incoming link reads from the neighbour: each of these is "made in → Lisbon"
    const heading = el("h3", "", incoming ? `${name} → ${label} ` : `${name} `);
    heading.append(el("span", "pf-note", `(${shown.length})`));
    const list = el("ul", "pf-x-nodes");
    const limit = expanded.has(relation) ? shown.length : SHOWN;
    list.append(...shown.slice(0, limit).map(drawNode));
    group.append(heading, list);
    if (shown.length > limit) {
      const more = el("button", "md-button pf-x-more", `Show all ${shown.length}`);
      more.type = "button";
      more.addEventListener("click", () => {
        expanded.add(relation);
        draw(false);
        // the first neighbour the button revealed takes the focus the button had
        const again = [...view.querySelectorAll(".pf-x-group")].find((g) => g.dataset.relation === String(relation));
        const links = again ? again.querySelectorAll(".pf-x-node") : [];
        if (links[limit]) links[limit].focus();
      });
      group.append(more);
    }
    group.dataset.relation = String(relation);
    drawn.append(group);
  }
  const parts = [head, about];
  if (drawn.childElementCount) parts.push(drawn);
  else if (data.links[current].length) parts.push(el("p", "pf-note", `Nothing linked to ${label} matches the filters.`));
  else parts.push(el("p", "pf-note", `The graph links ${label} to nothing else.`));
  if (hidden && drawn.childElementCount) {
    parts.push(el("p", "pf-note", `${hidden} more linked to ${label} ${hidden === 1 ? "is" : "are"} hidden by the filters.`));
  }
  view.replaceChildren(...parts);
  status.textContent = "";
  if (moveFocus) title.focus();
}

function go(event) {
  event.preventDefault();
  const wanted = goInput.value.trim().toLowerCase();
  if (!wanted) return;
  const exact = data.nodes.findIndex((n) => n[1].toLowerCase() === wanted || n[0].toLowerCase() === wanted);
  const found = exact >= 0 ? exact : data.nodes.findIndex((n) => n[1].toLowerCase().includes(wanted));
  if (found < 0) {
    status.textContent = `Nothing in the graph is called “${goInput.value.trim()}”.`;
    return;
  }
  goInput.value = "";
  if (found === shownIndex()) draw(true);
  else location.hash = hrefOf(found);
}

async function start() {
  status.textContent = "Loading the graph…";
  const response = await fetch(cfg.data);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  data = await response.json();
  if (data.format !== 2) throw new Error("the explorer's data is of another version: reload the page");
  byId = new Map(data.nodes.map((n, i) => [n[0], i]));
  names.replaceChildren(...data.nodes.map((n) => {
    const option = el("option");
    option.value = n[1];
    return option;
  }));
  controls.hidden = false;
  goForm.addEventListener("submit", go);
  for (const box of kindBoxes) box.addEventListener("change", () => draw(false));
  if (themeSelect) themeSelect.addEventListener("change", () => draw(false));
  window.addEventListener("hashchange", () => {
    expanded = new Set();
    draw(true);
  });
  draw(false);
  view.dataset.ready = "true";
}

start().catch((error) => {
  status.textContent = `The explorer could not load the graph (${error.message}).`;
});
