/* A table for several people: a socket of our own brings this seat's view whenever the table changes
   (the server renders it from this seat's cards only) and swaps it in; htmx then wires its forms.
   Without JavaScript the page reloads itself while the others play (noscript refresh). If the socket
   drops, it comes back by itself, and the table shows whatever happened meanwhile. No inline scripts. */
(function () {
  "use strict";
  var retry = 500;

  function current() { return document.getElementById("tables-table"); }

  function say(text) {
    var el = current();
    if (!el) { return; }
    var box = el.querySelector("[data-live-error]");
    if (!box) {
      box = document.createElement("p");
      box.className = "play-messages play-msg-error";
      box.setAttribute("role", "alert");
      box.setAttribute("data-live-error", "");
      var head = el.querySelector(".play-head");
      if (head && head.nextSibling) { el.insertBefore(box, head.nextSibling); } else { el.appendChild(box); }
    }
    box.textContent = text;
  }

  function swap(data) {
    var el = current();
    if (!el || String(data.version) === el.getAttribute("data-version")) { return; }
    var holder = document.createElement("div");
    holder.innerHTML = data.html;
    var fresh = holder.querySelector("#tables-table");
    if (!fresh) { return; }
    el.replaceWith(fresh);
    if (window.htmx) { window.htmx.process(fresh); }
    document.dispatchEvent(new CustomEvent("tables:swapped", { detail: { version: data.version } }));
  }

  function poll() {
    /* The same partial over plain HTTP (what htmx would fetch), swapped in if the table moved on. */
    window.fetch(window.location.pathname, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) {
        var found = /data-version="(\d+)"/.exec(html);
        if (found) { swap({ version: found[1], html: html }); }
      })
      .catch(function () { /* offline: the next try will tell */ });
  }

  function connect() {
    var el = current();
    if (!el || !window.WebSocket || !el.getAttribute("data-socket")) { return; }
    var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    var socket = new WebSocket(scheme + window.location.host + el.getAttribute("data-socket"));
    socket.onopen = function () { retry = 500; document.body.setAttribute("data-live", "on"); };
    socket.onmessage = function (event) {
      var data;
      try { data = JSON.parse(event.data); } catch (e) { return; }
      if (data.type === "table") { swap(data); } else if (data.type === "error") { say(data.message); }
    };
    socket.onclose = function (event) {
      document.body.removeAttribute("data-live");
      if (event.code === 4403) { return; }  /* no seat here and no watching: nothing to wait for */
      if (retry >= 2000) { poll(); }  /* the socket stays away (a restart): fetch the table meanwhile */
      window.setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    };
  }

  function tick() {
    /* The turn timer: the server says how many seconds were left when it drew the table; count down
       from there (a fresh table from the socket brings a fresh figure). */
    var clock = document.querySelector("#tables-table [data-countdown]");
    if (!clock) { return; }
    var before = parseInt(clock.getAttribute("data-countdown"), 10);
    if (isNaN(before) || before <= 0) { return; }
    var left = before - 1;
    clock.setAttribute("data-countdown", String(left));
    clock.textContent = String(left);
    if (left === 0) { poll(); }  /* time is up: the bot's move comes by the socket, or by this look */
  }

  connect();
  window.setInterval(tick, 1000);
})();
