import KeyboardTraits
import KeyboardTraitsLint

/// The HTML report's one stylesheet and one script. Both are constants: no scanned text ever goes
/// into them, and the Content-Security-Policy allows exactly these (by SHA-256 hash).
enum HTMLReportAssets {
  /// The stylesheet.
  static let style = """

    :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7;
      --panel: #f5f5f7; --blue: #0066cc; --error: #c9190b; --warning: #9a6700; --note: #3a6ea5; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Helvetica, Arial,
      sans-serif; color: var(--ink); background: #fff; }
    a { color: var(--blue); }
    code { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .top { padding: 20px 32px 12px; border-bottom: 1px solid var(--line); }
    .top h1 { margin: 0 0 4px; font-size: 26px; }
    .top p { margin: 0; color: var(--muted); }
    #summary, .controls, main, #rules, .foot { max-width: 1240px; margin: 0 auto;
      padding: 0 32px; }
    #summary h2 { margin: 20px 0 12px; font-size: 20px; }
    .cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 16px; }
    .card { min-width: 120px; padding: 10px 16px; border-radius: 10px; background: var(--panel); }
    .card dt { font-size: 12px; color: var(--muted); text-transform: uppercase;
      letter-spacing: .04em; }
    .card dd { margin: 0; font-size: 26px; font-weight: 600; }
    .card.error dd, td.error { color: var(--error); }
    .card.warning dd, td.warning { color: var(--warning); }
    .card.bad { background: #fde7e5; }
    .grid { display: grid; grid-template-columns: 1.1fr 1.3fr 1fr; gap: 16px; align-items: start; }
    @media (max-width: 1100px) { .grid { grid-template-columns: 1fr; } }
    .panel { border: 1px solid var(--line); border-radius: 10px; padding: 4px 14px 10px; }
    .panel .scroll { max-height: 420px; overflow-y: auto; }
    .panel.wide { grid-column: 1 / -1; }
    .panel h3 { font-size: 15px; margin: 10px 0 6px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 3px 8px 3px 0; border-bottom: 1px solid #ececf0;
      vertical-align: top; overflow-wrap: break-word; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; white-space: nowrap; }
    td.num, td .rule { white-space: nowrap; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    meter { width: 90px; }
    .controls { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center;
      margin: 20px auto 0; padding-top: 12px; padding-bottom: 12px; position: sticky; top: 0;
      background: rgba(255, 255, 255, .96); border-bottom: 1px solid var(--line); z-index: 1; }
    .controls label { font-size: 13px; color: var(--muted); }
    .controls select, .controls input { margin-left: 6px; font: inherit; font-size: 14px; }
    .controls output { font-size: 13px; color: var(--muted); }
    .file { margin: 28px 0; }
    .file > h2 { font-size: 18px; margin: 0 0 10px; padding-bottom: 6px;
      border-bottom: 2px solid var(--ink); overflow-wrap: anywhere; }
    .file > h2 .counts { font-size: 13px; font-weight: 400; color: var(--muted); }
    .failure { padding: 10px 14px; border-radius: 8px; background: #fde7e5; }
    .meta { color: var(--muted); }
    .field { display: flex; flex-wrap: wrap; gap: 18px; padding: 14px 0 14px 12px;
      border-bottom: 1px solid #ececf0; }
    .field.sev-error { box-shadow: inset 3px 0 var(--error); }
    .field.sev-warning { box-shadow: inset 3px 0 #d4a72c; }
    .field.sev-note { box-shadow: inset 3px 0 #8fb3d9; }
    .field > svg { display: block; flex: 0 0 320px; width: 320px; height: 238px;
      border-radius: 8px; }
    .field > svg.short { height: 72px; }
    .defs { position: absolute; width: 0; height: 0; overflow: hidden; }
    .info { flex: 1 1 380px; min-width: 0; }
    .info h3 { margin: 0 0 4px; font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
    .pos { font-size: 12px; font-weight: 400; color: var(--muted); }
    .label { margin: 0 0 8px; }
    .label.none { color: var(--muted); font-style: italic; }
    .traits { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
      gap: 4px 12px; margin: 0 0 8px; }
    .traits dt { font-size: 11px; color: var(--muted); }
    .traits dd { margin: 0; font-size: 14px; overflow-wrap: break-word; }
    .attributes { margin: 0 0 8px; font-size: 13px; }
    .attributes summary { cursor: pointer; color: var(--muted); }
    .attributes th { width: 140px; font-family: ui-monospace, Menlo, Consolas, monospace; }
    .findings { list-style: none; margin: 0; padding: 0; }
    .findings li { margin: 6px 0; padding: 6px 10px; border-radius: 6px; background: var(--panel);
      overflow-wrap: anywhere; }
    .findings li.sev-error { background: #fdecea; }
    .findings li.sev-warning { background: #fff4d6; }
    .findings li.sev-note { background: #eaf2fb; }
    .badge { display: inline-block; min-width: 58px; font-size: 11px; font-weight: 700;
      text-transform: uppercase; letter-spacing: .04em; }
    .sev-error .badge { color: var(--error); }
    .sev-warning .badge { color: var(--warning); }
    .sev-note .badge { color: var(--note); }
    .rule { font: 13px ui-monospace, Menlo, Consolas, monospace; }
    .file-level { margin-bottom: 8px; }
    #rules > h2 { margin: 32px 0 4px; font-size: 20px; }
    #rules > p { margin: 0 0 12px; color: var(--muted); }
    .rule-doc { margin: 16px 0; padding: 2px 16px 10px; border: 1px solid var(--line);
      border-radius: 10px; }
    .rule-doc:target { box-shadow: 0 0 0 2px var(--blue); }
    .rule-doc h3 { margin: 12px 0 4px; font-size: 16px; }
    .rule-doc h4 { margin: 12px 0 4px; font-size: 12px; color: var(--muted);
      text-transform: uppercase; letter-spacing: .04em; }
    .rule-doc p { margin: 4px 0; }
    .rule-doc .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px;
      margin: 8px 0; font-size: 13px; }
    .rule-doc .facts dt { color: var(--muted); }
    .rule-doc .facts dd { margin: 0; overflow-wrap: anywhere; }
    .rule-doc pre { margin: 6px 0; padding: 8px 10px; border-radius: 6px;
      background: var(--panel); overflow-x: auto; }
    .foot { margin: 32px auto; color: var(--muted); font-size: 13px; }

    """

  /// The filter and sort script. It reads `data-` attributes and the controls' values, sets
  /// `hidden` and moves sections; it never writes markup.
  static let script = """

    (function () {
      "use strict";
      var controls = document.getElementById("controls");
      var main = document.getElementById("files");
      if (!controls || !main) { return; }
      var rule = document.getElementById("filter-rule");
      var keyboard = document.getElementById("filter-keyboard");
      var file = document.getElementById("filter-file");
      var sort = document.getElementById("sort");
      var shown = document.getElementById("shown");
      var sections = Array.prototype.slice.call(main.querySelectorAll("section.file"));
      function has(list, value, separator) {
        return (list || "").indexOf(separator + value + separator) !== -1;
      }
      function apply() {
        var byRule = rule.value, byKeyboard = keyboard.value;
        var byFile = file.value.toLowerCase();
        var files = 0, fields = 0;
        sections.forEach(function (section) {
          var data = section.dataset;
          var visible = data.path.toLowerCase().indexOf(byFile) !== -1 &&
            (!byRule || has(data.rules, byRule, " ")) &&
            (!byKeyboard || has(data.keyboards, byKeyboard, "|"));
          var count = 0;
          section.querySelectorAll("article.field").forEach(function (field) {
            var show = visible && (!byRule || has(field.dataset.rules, byRule, " ")) &&
              (!byKeyboard || field.dataset.keyboard === byKeyboard);
            field.hidden = !show;
            if (show) { count += 1; }
          });
          section.hidden = !visible;
          if (visible) { files += 1; fields += count; }
        });
        shown.textContent = files + " files, " + fields + " fields shown";
      }
      function reorder() {
        var key = sort.value;
        var sorted = sections.slice();
        if (key !== "path") {
          sorted.sort(function (a, b) {
            var difference = Number(b.dataset[key]) - Number(a.dataset[key]);
            return difference !== 0 ? difference : sections.indexOf(a) - sections.indexOf(b);
          });
        }
        sorted.forEach(function (section) { main.appendChild(section); });
      }
      [rule, keyboard, file].forEach(function (control) {
        control.addEventListener("input", apply);
      });
      sort.addEventListener("change", reorder);
      controls.addEventListener("submit", function (event) { event.preventDefault(); });
      controls.hidden = false;
      apply();
    })();

    """
}
