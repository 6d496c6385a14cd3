/* A game's table (the learner's and the people's): focus after htmx swaps, a result brought into
   view, and a key for the hint. At the learner's table the bots' replies and the tutor's verdicts
   come by htmx polling (hx-trigger="every ..." on the table while a search runs).
   No inline scripts (strict CSP). Without JavaScript every control is an ordinary link or form, and a
   table that waits for a search offers a link that shows what is ready. */
(function () {
  "use strict";

  function focusAfterSwap(event) {
    /* A poll that brought a bot's reply must not pull the focus away from where the learner is. */
    var active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) { return; }
    var target = document.querySelector("[data-focus]") || document.querySelector(".play-me .play-pick");
    if (target) { target.focus({ preventScroll: true }); }
  }

  function showResult() {
    /* The outcome of a try (learning from mistakes) appears above the moves the learner clicked:
       bring it into view, the least scrolling that shows it. */
    var result = document.querySelector("[data-result]");
    if (!result) { return; }
    var box = result.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) { result.scrollIntoView({ block: "nearest" }); }
  }

  function showVerdict(event) {
    /* After the learner's own move (a post, not a poll), the verdict's line at the hand is brought
       into view if the page was scrolled past it, the least scrolling that shows it. */
    var config = event.detail && event.detail.requestConfig;
    if (!config || String(config.verb).toLowerCase() !== "post") { return; }
    var line = document.querySelector("[data-verdict-line]");
    if (!line) { return; }
    var box = line.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) { line.scrollIntoView({ block: "nearest" }); }
  }

  document.body.addEventListener("htmx:afterSettle", focusAfterSwap);
  document.body.addEventListener("htmx:afterSettle", showVerdict);
  document.body.addEventListener("htmx:afterSettle", showResult);

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var tag = (event.target && event.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") { return; }
    if (event.key === "h") {
      var hint = document.querySelector("[data-hint]");
      if (hint) { event.preventDefault(); hint.click(); }
    }
  });
})();
