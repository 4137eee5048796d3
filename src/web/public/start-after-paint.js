// Prerendered pages (scripts/build-web.ts) start the app only once their text has painted: the
// app's script (data-entry) is added after the next frame, so its download and parse never stand
// between a phone and the first sight of the page. A tab opened in the background, which paints
// no frame, starts it after a second instead.
(function () {
  var entry = document.currentScript.getAttribute("data-entry");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
