// The script a prerendered page (scripts/build-web.ts) carries inline at the end of its body: it
// starts the app only once the page's text has painted. The app's script (the tag's data-entry)
// is added once the browser reports the first contentful paint, so its download and parse never
// stand between a phone and the first sight of the page (nor, in a measurement, before it). Where
// paints are not reported, it is added after the next frame. A tab opened in the background,
// which paints nothing, starts it after a second; a safety net starts it after five in any case.
//
// Inline, so it runs in the document's own parsing task rather than in a task of a file of its
// own (decision 0089). The Content-Security-Policy allows it by its digest
// (src/server/plugins/security-headers.ts), so the text here is the one the page carries, byte
// for byte: plain ES5 the browser runs as written, no build step in between.

export const START_AFTER_PAINT_SCRIPT = [
  "(function () {",
  '  var entry = document.currentScript.getAttribute("data-entry");',
  "  var started = false;",
  "  function start() {",
  "    if (started) return;",
  "    started = true;",
  '    var script = document.createElement("script");',
  '    script.type = "module";',
  '    script.crossOrigin = "";',
  "    script.src = entry;",
  "    document.head.appendChild(script);",
  "  }",
  '  var reportsPaints = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;',
  "  if (reportsPaints) {",
  "    var observer = new PerformanceObserver(function (list) {",
  '      if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  "      observer.disconnect();",
  "      start();",
  "    });",
  '    observer.observe({ type: "paint", buffered: true });',
  "  } else {",
  "    requestAnimationFrame(function () {",
  "      setTimeout(start, 0);",
  "    });",
  "  }",
  '  setTimeout(start, document.visibilityState === "hidden" ? 1000 : 5000);',
  "})();",
].join("\n");

/** A prerendered page's script tag: the start above, given the app's entry to add. */
export const startAfterPaintTag = (entry: string): string => `<script data-entry="${entry}">${START_AFTER_PAINT_SCRIPT}</script>`;
