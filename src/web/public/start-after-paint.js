// Prerendered pages (scripts/build-web.ts) start the app only once their text has painted: the
// app's script (data-entry) is added once the browser reports the first contentful paint, so its
// download and parse never stand between a phone and the first sight of the page (nor, in a
// measurement, before it). Where paints are not reported, it is added after the next frame. A
// tab opened in the background, which paints nothing, starts it after a second; a safety net
// starts it after five in any case.
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
  var reportsPaints = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (reportsPaints) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, document.visibilityState === "hidden" ? 1000 : 5000);
})();
