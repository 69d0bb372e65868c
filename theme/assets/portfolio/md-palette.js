// mkdocs-material's colour-scheme restore (partials/javascripts/palette.html), as a file.
(function () {
  var palette = __md_get("__palette");
  if (!palette || !palette.color) return;
  if (palette.color.media === "(prefers-color-scheme)") {
    var media = matchMedia("(prefers-color-scheme: light)");
    var input = document.querySelector(media.matches
      ? "[data-md-color-media='(prefers-color-scheme: light)']"
      : "[data-md-color-media='(prefers-color-scheme: dark)']");
    if (!input) return;
    palette.color.media = input.getAttribute("data-md-color-media");
    palette.color.scheme = input.getAttribute("data-md-color-scheme");
    palette.color.primary = input.getAttribute("data-md-color-primary");
    palette.color.accent = input.getAttribute("data-md-color-accent");
  }
  for (var key in palette.color) document.body.setAttribute("data-md-color-" + key, palette.color[key]);
})();
