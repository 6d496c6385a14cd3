/* Replay: arrow keys step through the moves (the links work without JavaScript too). */
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    var tag = (event.target && event.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") { return; }
    var link = document.querySelector('[data-replay-nav] [data-key="' + event.key + '"]');
    if (link) {
      event.preventDefault();
      window.location.assign(link.href);
    }
  });
})();
