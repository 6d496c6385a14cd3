/* The play table: auto-play of the bots' steps, focus after htmx swaps, and a few keys.
   No inline scripts (strict CSP). Without JavaScript every control is an ordinary link or form. */
(function () {
  "use strict";
  var KEY = "hwatu-play-speed";
  var timer = null;
  var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function speed() {
    var stored = null;
    try { stored = window.localStorage.getItem(KEY); } catch (e) { stored = null; }
    if (stored === null) { return "0"; }
    return stored;
  }

  function schedule() {
    if (timer) { window.clearTimeout(timer); timer = null; }
    var next = document.querySelector("[data-next]");
    var ms = parseInt(speed(), 10);
    if (!next || !ms) { return; }
    if (reduced && ms < 1400) { ms = 1400; }  /* reduced motion: never faster than "normal" */
    timer = window.setTimeout(function () {
      timer = null;
      var button = document.querySelector("[data-next]");
      if (button && !button.disabled) { button.click(); }
    }, ms);
  }

  function setup(focus) {
    var select = document.querySelector("[data-autoplay-speed]");
    if (select) {
      select.value = speed();
      select.parentElement.hidden = false;
      select.addEventListener("change", function () {
        try { window.localStorage.setItem(KEY, select.value); } catch (e) { /* private mode */ }
        schedule();
      });
    }
    if (focus) {
      var target = document.querySelector("[data-focus]") || document.querySelector("#play-table .play-pick");
      if (target) { target.focus({ preventScroll: true }); }
    }
    schedule();
  }

  document.addEventListener("DOMContentLoaded", function () { setup(false); });
  document.body.addEventListener("htmx:afterSettle", function () { setup(true); });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var tag = (event.target && event.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") { return; }
    if (event.key === "n") {
      var next = document.querySelector("[data-next]");
      if (next) { event.preventDefault(); next.click(); }
    } else if (event.key === "h") {
      var hint = document.querySelector("[data-hint]");
      if (hint) { event.preventDefault(); hint.click(); }
    }
  });
})();
