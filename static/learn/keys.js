// Keyboard for the learn app: 1-9 choose an answer, Enter checks or goes on, ? opens the help.
// Also moves focus to the new question or feedback after an htmx swap, and counts down a timed round.
(function () {
  "use strict";

  function panel() {
    return document.getElementById("panel") || document;
  }

  function typing(target) {
    return target && (target.tagName === "INPUT" && target.type !== "checkbox" && target.type !== "radio"
      || target.tagName === "TEXTAREA" || target.isContentEditable);
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var root = panel();
    if (event.key === "?") {
      var help = document.getElementById("keys-help");
      if (help && !typing(event.target)) { help.open = !help.open; event.preventDefault(); }
      return;
    }
    if (/^[1-9]$/.test(event.key) && !typing(event.target)) {
      var option = root.querySelector('[data-option="' + event.key + '"]');
      if (!option) return;
      event.preventDefault();
      if (option.type === "checkbox") { option.checked = !option.checked; option.focus(); }
      else { option.click(); }
      return;
    }
    if (event.key === "Enter") {
      var tag = event.target && event.target.tagName;
      if (tag === "BUTTON" || tag === "A" || tag === "SUMMARY" || tag === "TEXTAREA") return;
      if (tag === "INPUT" && event.target.type !== "checkbox") return;
      var go = root.querySelector("[data-submit]") || root.querySelector("[data-next]");
      if (go) { event.preventDefault(); go.click(); }
    }
  });

  function focusPanel() {
    var target = panel().querySelector("[data-focus]");
    if (target) target.focus({ preventScroll: false });
  }
  document.addEventListener("htmx:afterSettle", focusPanel);

  var timer = null;
  function startTimer() {
    if (timer) { clearInterval(timer); timer = null; }
    var el = panel().querySelector("[data-seconds]");
    if (!el) return;
    var left = parseInt(el.getAttribute("data-seconds"), 10) || 0;
    var template = el.textContent.replace(/\d+/, "{s}");
    timer = setInterval(function () {
      left = Math.max(0, left - 1);
      el.textContent = template.replace("{s}", String(left));
      if (left === 0) { clearInterval(timer); timer = null; }
    }, 1000);
  }
  document.addEventListener("htmx:afterSettle", startTimer);
  document.addEventListener("DOMContentLoaded", startTimer);
})();
