// mkdocs-material's storage helpers (partials/javascripts/base.html), moved out of an inline script so the
// pages need no 'unsafe-inline'. The scope comes from the script tag's data-scope attribute.
(function () {
  var scope = document.currentScript.getAttribute("data-scope") || ".";
  window.__md_scope = new URL(scope, location);
  window.__md_hash = function (e) {
    return Array.from(e).reduce(function (h, c) { return (h << 5) - h + c.charCodeAt(0); }, 0);
  };
  window.__md_get = function (key, storage, base) {
    storage = storage || localStorage;
    base = base || window.__md_scope;
    return JSON.parse(storage.getItem(base.pathname + "." + key));
  };
  window.__md_set = function (key, value, storage, base) {
    storage = storage || localStorage;
    base = base || window.__md_scope;
    try { storage.setItem(base.pathname + "." + key, JSON.stringify(value)); } catch (e) { /* storage full or off */ }
  };
})();
