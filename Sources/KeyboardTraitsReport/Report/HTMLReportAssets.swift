import KeyboardTraits
import KeyboardTraitsLint

/// The HTML report's stylesheet and script. Both are constants: no scanned text ever goes
/// into them, and the Content-Security-Policy allows exactly these (by SHA-256 hash), and the
/// page's second stylesheet, its drawings (`HTMLReportRenderer`).
enum HTMLReportAssets {
  /// The stylesheet: the labels every keyboard picture shares (``FieldKeyboards/labelImages``),
  /// then the page's rules.
  static let style = ":root{" + FieldKeyboards.labelImages + "}\n" + rules

  private static let rules = """

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
    .grid { display: grid; gap: 16px; align-items: start;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1fr); }
    @media (max-width: 1100px) { .grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
    @media (max-width: 720px) { .grid { grid-template-columns: minmax(0, 1fr); } }
    .panel { min-width: 0; border: 1px solid var(--line); border-radius: 10px;
      padding: 4px 14px 10px; }
    .panel .scroll { max-height: 420px; overflow: auto; }
    .panel td { overflow-wrap: anywhere; }
    .panel td code { white-space: nowrap; }
    .panel.wide { grid-column: 1 / -1; }
    .panel h3 { font-size: 15px; margin: 10px 0 6px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 3px 8px 3px 0; border-bottom: 1px solid #ececf0;
      vertical-align: top; overflow-wrap: break-word; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; white-space: nowrap; }
    td.num { white-space: nowrap; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    meter { width: 90px; }
    .controls { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center;
      margin: 20px auto 0; padding-top: 12px; padding-bottom: 12px; position: sticky; top: 0;
      background: rgba(255, 255, 255, .96); border-bottom: 1px solid var(--line); z-index: 1; }
    .controls label { font-size: 13px; color: var(--muted); }
    .controls select, .controls input { margin-left: 6px; font: inherit; font-size: 14px;
      max-width: 12em; }
    .controls output { font-size: 13px; color: var(--muted); }
    .file { margin: 28px 0; }
    .file > h2 { font-size: 18px; margin: 0 0 10px; padding-bottom: 6px;
      border-bottom: 2px solid var(--ink); overflow-wrap: anywhere; }
    .file > h2 small { font-size: 13px; font-weight: 400; color: var(--muted); }
    .failure { padding: 10px 14px; border-radius: 8px; background: #fde7e5; }
    .meta { color: var(--muted); }
    main article { display: grid; grid-template-columns: 664px minmax(0, 1fr);
      grid-template-rows: repeat(5, auto) 1fr; column-gap: 18px;
      padding: 14px 0 14px 12px; border-bottom: 1px solid #ececf0; }
    article.error { box-shadow: inset 3px 0 var(--error); }
    article.warning { box-shadow: inset 3px 0 #d4a72c; }
    article.note { box-shadow: inset 3px 0 #8fb3d9; }
    .kf { display: block; grid-row: 1 / -1; width: 664px; background-repeat: no-repeat; }
    @media (max-width: 1100px) { main article { grid-template-columns: minmax(0, 1fr);
      grid-template-rows: none; row-gap: 10px; } .kf { grid-row: auto; } }
    @media (max-width: 760px) { .kf { zoom: .75; } }
    @media (max-width: 580px) { .kf { zoom: .45; } }
    .diff { padding: 1px 8px; border-radius: 10px; background: #efe4fb; color: #5a2d82;
      font-size: 12px; font-weight: 600; white-space: nowrap; }
    article p.diff { justify-self: start; margin: 0 0 8px; white-space: normal; }
    article h3 { margin: 0 0 4px; font: 600 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas,
      monospace; overflow-wrap: anywhere; }
    .file small { font: 400 12px -apple-system, system-ui, "Segoe UI", Helvetica, Arial,
      sans-serif; color: var(--muted); }
    article p { margin: 0 0 8px; overflow-wrap: anywhere; }
    article p.none { color: var(--muted); font-style: italic; }
    article dl { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 8px; }
    article dt { font-size: 11px; color: var(--muted); }
    article dd { margin: 0; font-size: 14px; overflow-wrap: anywhere; }
    .file ul { list-style: none; margin: 0 0 8px; padding: 0; }
    .file li { margin: 6px 0; padding: 6px 10px; border-radius: 6px; background: var(--panel);
      overflow-wrap: anywhere; }
    .file li.error { background: #fdecea; }
    .file li.warning { background: #fff4d6; }
    .file li.note { background: #eaf2fb; }
    .file li b { display: inline-block; min-width: 58px; font-size: 11px; font-weight: 700;
      text-transform: uppercase; letter-spacing: .04em; }
    .file li.error b { color: var(--error); }
    .file li.warning b { color: var(--warning); }
    .file li.note b { color: var(--note); }
    .file li a, .rules td a { font: 13px ui-monospace, Menlo, Consolas, monospace; }
    .legend { margin: 8px 0 0; font-size: 13px; color: var(--muted); }
    .file { content-visibility: auto; contain-intrinsic-size: auto 900px; }
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

  /// The filter and sort script. When a control is first used, it reads the page once (each
  /// section's path, each field's iPhone keyboard through its picture's class and the keyboard
  /// list's `data-pictures`, whether it has a differs badge, the rule links in the findings
  /// lists); then it only sets `hidden`, moves sections and writes the count of what is shown.
  /// It never writes markup. On load it only shows the controls: reading thousands of fields
  /// would cost more than drawing the first screen, and the page starts with everything shown.
  static let script = """

    (function () {
      "use strict";
      var controls = document.getElementById("controls");
      var main = document.getElementById("files");
      if (!controls || !main) { return; }
      var rule = document.getElementById("filter-rule");
      var keyboard = document.getElementById("filter-keyboard");
      var file = document.getElementById("filter-file");
      var differs = document.getElementById("filter-differs");
      var sort = document.getElementById("sort");
      var shown = document.getElementById("shown");
      var each = function (list, action) { return Array.prototype.map.call(list, action); };
      var sections = null;
      function rulesIn(element) {
        var rules = Object.create(null);
        each(element.querySelectorAll("ul a"), function (link) {
          rules[link.textContent] = true;
        });
        return rules;
      }
      function read() {
        if (sections !== null) { return sections; }
        var keyboards = Object.create(null);
        each(keyboard.options, function (option) {
          (option.getAttribute("data-pictures") || "").split(" ").forEach(function (picture) {
            if (picture) { keyboards[picture] = option.value; }
          });
        });
        sections = each(main.querySelectorAll("section.file"), function (element) {
          var heading = element.querySelector("h2");
          var path = heading && heading.firstChild ? heading.firstChild.nodeValue || "" : "";
          var section = { element: element, path: path.trim().toLowerCase(),
            rules: rulesIn(element), keyboards: Object.create(null), differs: false,
            findings: element.querySelectorAll("ul a").length };
          section.fields = each(element.querySelectorAll("article"), function (field) {
            var picture = field.querySelector("i.kf");
            var name = picture ? keyboards[picture.classList[1]] || "" : "";
            var different = field.querySelector("p.diff") !== null;
            section.keyboards[name] = true;
            if (different) { section.differs = true; }
            return { element: field, keyboard: name, rules: rulesIn(field), differs: different };
          });
          return section;
        });
        return sections;
      }
      function show(element, visible) {
        if (element.hidden === visible) { element.hidden = !visible; }
      }
      function apply() {
        var byRule = rule.value, byKeyboard = keyboard.value, byDiffers = differs.checked;
        var byFile = file.value.toLowerCase();
        var files = 0, fields = 0;
        read().forEach(function (section) {
          var visible = section.path.indexOf(byFile) !== -1 &&
            (!byRule || section.rules[byRule] === true) &&
            (!byKeyboard || section.keyboards[byKeyboard] === true) &&
            (!byDiffers || section.differs);
          var count = 0;
          section.fields.forEach(function (field) {
            var match = visible && (!byRule || field.rules[byRule] === true) &&
              (!byKeyboard || field.keyboard === byKeyboard) && (!byDiffers || field.differs);
            show(field.element, match);
            if (match) { count += 1; }
          });
          show(section.element, visible);
          if (visible) { files += 1; fields += count; }
        });
        shown.textContent = files + " files, " + fields + " fields shown";
      }
      function reorder() {
        var key = sort.value;
        var sorted = read().slice();
        var size = function (section) {
          return key === "findings" ? section.findings : section.fields.length;
        };
        if (key !== "path") {
          sorted.sort(function (a, b) {
            var difference = size(b) - size(a);
            return difference !== 0 ? difference : sections.indexOf(a) - sections.indexOf(b);
          });
        }
        sorted.forEach(function (section) { main.appendChild(section.element); });
      }
      [rule, keyboard, file, differs].forEach(function (control) {
        control.addEventListener("input", apply);
      });
      sort.addEventListener("change", reorder);
      controls.addEventListener("submit", function (event) { event.preventDefault(); });
      controls.hidden = false;
      // Back and reload may restore the controls' values: show what they say.
      if (rule.value || keyboard.value || file.value || differs.checked) { apply(); }
      if (sort.value !== "path") { reorder(); }
    })();

    """
}
