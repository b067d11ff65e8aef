/// The folder report's stylesheet (with the run's drawings, `report.css`) and script. Both are
/// constants; no scanned text goes into them.
enum FolderReportAssets {
  /// The single page's stylesheet and the folder's own rules; ``FolderReportWriter`` appends the
  /// drawings.
  static let style = HTMLReportAssets.style + rules

  private static let rules = """
    .crumbs { margin: 0 0 4px; font-size: 13px; }
    .top p.jump { margin-top: 6px; display: flex; flex-wrap: wrap; gap: 4px 16px; }
    nav.pages, #situations, #pages, .situation { max-width: 1240px; margin: 0 auto;
      padding: 0 32px; }
    nav.pages { display: flex; flex-wrap: wrap; gap: 4px 14px; margin-top: 14px;
      font-size: 14px; }
    #situations > h2, #pages > h2 { margin: 28px 0 4px; font-size: 20px; }
    #situations table, #pages table { font-size: 14px; }
    #pages td:nth-child(2) { overflow-wrap: anywhere; }
    .situation { display: flex; flex-wrap: wrap; gap: 12px 28px; align-items: start;
      margin-top: 16px; }
    .situation .kf { grid-row: auto; flex: none; }
    .situation dl { display: grid; grid-template-columns: max-content minmax(0, 1fr);
      gap: 4px 12px; margin: 0; flex: 1 1 260px; }
    .situation dt { color: var(--muted); font-size: 13px; }
    .situation dd { margin: 0; }
    table.fields { margin: 4px 0 14px; font-size: 13px; }
    table.fields td { overflow-wrap: anywhere; }
    table.fields td:first-child { white-space: nowrap; }
    table.fields td:first-child a { white-space: normal; overflow-wrap: anywhere; }
    @media (min-width: 721px) { table.by-situation td:first-child { width: 26%; } }
    table.fields code { font-size: 12px; }
    table.fields td:nth-child(3) { min-width: 6em; }
    table.fields td:nth-child(4) { min-width: 8em; }
    table.fields tr.error > td:first-child { box-shadow: inset 3px 0 var(--error);
      padding-left: 8px; }
    table.fields tr.warning > td:first-child { box-shadow: inset 3px 0 #d4a72c;
      padding-left: 8px; }
    table.fields tr.note > td:first-child { box-shadow: inset 3px 0 #8fb3d9; padding-left: 8px; }
    table.fields ul { margin: 0; }
    table.fields li { margin: 2px 0; padding: 2px 8px; }
    table.fields .none { color: var(--muted); }
    table.fields a.error { color: var(--error); }
    table.fields a.warning { color: var(--warning); }
    @media (max-width: 720px) {
      nav.pages, #situations, #pages, .situation, #summary, .controls, main, #rules, .foot {
        padding: 0 12px; }
      .top { padding: 16px 12px 10px; }
      table.fields thead { display: none; }
      table.fields tr { display: block; padding: 6px 0; border-bottom: 1px solid var(--line); }
      table.fields td { display: block; border: 0; padding: 1px 0; min-width: 0; }
      table.fields td:nth-child(3)::before { content: "Label: "; color: var(--muted); }
      table.fields td:first-child { white-space: normal; }
      .situation .kf { zoom: .58; }
    }

    """

  /// The filters. On load it reads the filters a link carried (`?rule=…&keyboard=…&file=…
  /// &differs=1`) into the controls and applies them; on a change it shows the groups
  /// (`data-g`) and rows (`tr[data-r]`) that match, where an element's `data-r` (rule ids),
  /// `data-k` (iPhone keyboards, one per line), `data-p` (paths, one per line) and `data-d`
  /// (Android differs) say what it holds, a missing attribute meaning the filter does not apply
  /// to it. On the index, rules and keyboards are numbers that `#codes` names. A link followed to another page of the report carries the filters in its query.
  /// It never writes markup; it only sets `hidden` and the count of what is shown.
  static let script = """

    (function () {
      "use strict";
      var controls = document.getElementById("controls");
      if (!controls) { return; }
      var rule = document.getElementById("filter-rule");
      var keyboard = document.getElementById("filter-keyboard");
      var file = document.getElementById("filter-file");
      var differs = document.getElementById("filter-differs");
      var shown = document.getElementById("shown");
      var groups = document.querySelectorAll("[data-g]");
      var rows = document.querySelectorAll("tr[data-r]");
      function state() {
        return { rule: rule.value, keyboard: keyboard.value,
          file: file.value.trim().toLowerCase(), differs: differs.checked };
      }
      // The index names rules and keyboards by code (see #codes); pages by name.
      var codes = document.getElementById("codes");
      var names = {
        "data-r": codes ? codes.getAttribute("data-rule-codes").split(" ") : [],
        "data-k": codes ? codes.getAttribute("data-keyboard-codes").split("\\n") : []
      };
      function lines(element, name) {
        var value = element.getAttribute(name);
        if (value === null) { return null; }
        return value.split(name === "data-r" ? " " : "\\n").map(function (item) {
          return /^[0-9]+$/.test(item) && names[name] ? names[name][+item] : item;
        });
      }
      function matches(element, wanted) {
        var rules = lines(element, "data-r"), keyboards = lines(element, "data-k");
        var paths = lines(element, "data-p");
        if (wanted.rule && rules !== null && rules.indexOf(wanted.rule) === -1) { return false; }
        if (wanted.keyboard && keyboards !== null &&
          keyboards.indexOf(wanted.keyboard) === -1) { return false; }
        if (wanted.file && paths !== null && !paths.some(function (path) {
          return path.toLowerCase().indexOf(wanted.file) !== -1;
        })) { return false; }
        if (wanted.differs && keyboards !== null && !element.hasAttribute("data-d")) {
          return false;
        }
        return true;
      }
      function apply() {
        var wanted = state(), count = 0;
        Array.prototype.forEach.call(groups, function (group) {
          group.hidden = !matches(group, wanted);
        });
        Array.prototype.forEach.call(rows, function (row) {
          var group = row.closest("[data-g]");
          var visible = (group === null || !group.hidden) && matches(row, wanted);
          if (row.hidden === visible) { row.hidden = !visible; }
          if (visible) { count += 1; }
        });
        shown.textContent = count + " of " + rows.length + " rows shown";
      }
      function query() {
        var wanted = state(), parts = [];
        if (wanted.rule) { parts.push("rule=" + encodeURIComponent(wanted.rule)); }
        if (wanted.keyboard) { parts.push("keyboard=" + encodeURIComponent(wanted.keyboard)); }
        if (file.value.trim()) { parts.push("file=" + encodeURIComponent(file.value.trim())); }
        if (wanted.differs) { parts.push("differs=1"); }
        return parts.join("&");
      }
      function choose(select, value) {
        Array.prototype.forEach.call(select.options, function (option) {
          if (option.value === value) { select.value = value; }
        });
      }
      var carried = new URLSearchParams(location.search);
      choose(rule, carried.get("rule") || "");
      choose(keyboard, carried.get("keyboard") || "");
      file.value = carried.get("file") || "";
      differs.checked = carried.get("differs") === "1";
      [rule, keyboard, file, differs].forEach(function (control) {
        control.addEventListener("input", apply);
      });
      controls.addEventListener("submit", function (event) { event.preventDefault(); });
      document.addEventListener("click", function (event) {
        var link = event.target.closest ? event.target.closest("a[href]") : null;
        var href = link ? link.getAttribute("href") : "";
        var carry = query();
        // A link within the page, out of it, or with filters of its own keeps its address.
        if (!link || !carry || "#?".indexOf(href.charAt(0)) !== -1 ||
          /^[a-z][a-z0-9+.-]*:/i.test(href)) {
          return;
        }
        var hash = href.indexOf("#");
        var fragment = hash === -1 ? "" : href.slice(hash);
        var path = (hash === -1 ? href : href.slice(0, hash)).split("?")[0];
        link.setAttribute("href", path + "?" + carry + fragment);
      });
      controls.hidden = false;
      if (query()) { apply(); } else { shown.textContent = rows.length + " rows"; }
    })();

    """
}
