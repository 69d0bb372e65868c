// mkdocs-material's tab-from-hash script (partials/javascripts/content.html), as a file.
(function () {
  var target = document.getElementById(location.hash.slice(1));
  if (target && target.name) target.checked = target.name.startsWith("__tabbed_");
})();
