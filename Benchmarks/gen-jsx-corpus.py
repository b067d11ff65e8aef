#!/usr/bin/env python3
"""gen-jsx-corpus.py: write N synthetic React components and, beside them, the pages React
renders for them, for measuring JSX scanning against the HTML path on the same forms.

usage: gen-jsx-corpus.py OUTDIR [-n N] [--seed S] [--per-dir K] [--scale F]

Deterministic for a given --seed. Components go to OUTDIR/jsx/dNNNN/ (about half `.jsx`, half
`.tsx`), and each one's static-HTML twin to OUTDIR/html/dNNNN/ with the same base name: a whole
page holding the same forms, fields, labels and text. A component is what a React code base
holds: imports, hooks, helpers with regular expressions and template literals, comments,
TypeScript types and generics in `.tsx`, then forms whose fields use native elements with
React's props (htmlFor, autoComplete, inputMode, …), dynamic values, handlers, spreads,
conditional rendering and `.map()` lists, between unmapped wrapper components (`<Card>`,
`<Button>`), which render no field. The twin writes each JSX element once, as the source scanner
reads it (both branches of a conditional, a `.map()`'s element once), so both folders have the
same number of fields; OUTDIR/summary.json gives the counts and sizes.
--scale multiplies the filler (code and text); 1.0 makes components of about 7 KB.
"""
import argparse
import json
import os
import random

WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
         "incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud "
         "account billing shipping address payment order checkout profile settings search "
         "newsletter subscribe contact support password email phone postal code city").split()

# (type, name, label, autocomplete, inputmode, extra JSX props, extra HTML attributes)
FIELDS = [
    ("email", "email", "Email address", "email", None, "", ""),
    ("email", "login", "Email", "username", None, ' autoCapitalize="none"', ' autocapitalize="none"'),
    ("password", "password", "Password", "current-password", None, " required", " required"),
    ("password", "new-password", "New password", "new-password", None,
     " minLength={12}", ' minlength="12"'),
    ("tel", "phone", "Phone", "tel", None, "", ""),
    ("text", "zip", "Postcode", "postal-code", "numeric", ' pattern="[0-9]*"', ' pattern="[0-9]*"'),
    ("text", "otp", "One-time code", "one-time-code", "numeric",
     " maxLength={6} spellCheck={false}", ' maxlength="6" spellcheck="false"'),
    ("text", "given-name", "First name", "given-name", None,
     ' autoCapitalize="words"', ' autocapitalize="words"'),
    ("text", "family-name", "Last name", "family-name", None, "", ""),
    ("text", "cc-number", "Card number", "cc-number", "numeric",
     ' autoCorrect="off"', ' autocorrect="off"'),
    ("number", "quantity", "Quantity", None, None, " min={1} max={99}", ' min="1" max="99"'),
    ("url", "website", "Website", "url", None, "", ""),
    ("search", "q", "Search", None, None, ' enterKeyHint="search"', ' enterkeyhint="search"'),
    ("date", "bday", "Birthday", "bday", None, "", ""),
    ("checkbox", "remember", "Keep me signed in", None, None, " defaultChecked", " checked"),
    (None, "city", "City", "address-level2", None, "", ""),
]

HELPERS = [
    'const {n} = (value) => /^\\d{{4,}}$/.test(value) && value.length / 2 > 1;',
    'const {n} = (text) => text.replace(/<[^>]+>/g, "").trim();',
    'const {n} = (a, b) => `${{a}} of ${{b}}: ${{a / b > 0.5 ? "most" : `few (${{a}})`}}`;',
    'function {n}(items) {{ return items.filter((x) => x && x.id).map((x) => x.id / 1); }}',
    'const {n} = {{ min: 1, max: 99, re: /[a-z]+/gi, label: "a < b && c > d" }};',
]

TS_HELPERS = [
    'const {n} = <T,>(items: readonly T[]): T | undefined => items[0];',
    'type {N} = {{ id: string; values: Array<Record<string, number>> }};',
    'interface {N} {{ onSubmit(values: Map<string, string>): Promise<void> }}',
    'const {n} = (x: unknown): x is string => typeof x === "string" && (x as string).length > 0;',
    'const {n} = {{ a: 1, b: "two" }} as const satisfies Record<string, number | string>;',
]


class Component:
    def __init__(self, rng, scale, typescript, number):
        self.rng = rng
        self.scale = scale
        self.ts = typescript
        self.number = number
        self.jsx = []
        self.html = []
        self.fields = 0
        self.ids = 0

    def words(self, n):
        return " ".join(self.rng.choice(WORDS) for _ in range(n))

    def both(self, jsx, html):
        self.jsx.append(jsx)
        self.html.append(html)

    def code(self):
        rng = self.rng
        hooks = ", ".join(["useState"] + rng.sample(["useEffect", "useMemo", "useRef", "useId"], 2))
        self.jsx.append(f'import {{ {hooks} }} from "react";')
        self.jsx.append('import { useForm } from "react-hook-form";')
        self.jsx.append('import { Card, Button, Stack } from "./ui";')
        if self.ts:
            self.jsx.append('import type { FormEvent, ReactNode } from "react";')
        self.jsx.append(f"// <input name=\"decoy\"> in a comment: {self.words(rng.randint(4, 10))}")
        pool = HELPERS + (TS_HELPERS if self.ts else [])
        for index in range(rng.randint(2, 2 + int(6 * self.scale))):
            helper = rng.choice(pool)
            self.jsx.append(helper.format(n=f"helper{index}", N=f"Shape{index}"))
        self.jsx.append(f"/* {self.words(rng.randint(8, 30))} */")

    def field(self, indent):
        rng = self.rng
        kind, name, label, autocomplete, inputmode, jsx_extra, html_extra = rng.choice(FIELDS)
        self.ids += 1
        fid = f"f{self.number}-{self.ids}"
        self.fields += 1
        pad = " " * indent
        style = rng.random()
        type_jsx = f' type="{kind}"' if kind else ""
        ac_jsx = f' autoComplete="{autocomplete}"' if autocomplete else ""
        ac_html = f' autocomplete="{autocomplete}"' if autocomplete else ""
        im_jsx = f' inputMode="{inputmode}"' if inputmode else ""
        im_html = f' inputmode="{inputmode}"' if inputmode else ""
        if style < 0.5:
            self.both(f'{pad}<label htmlFor="{fid}">{label}</label>',
                      f'{pad}<label for="{fid}">{label}</label>')
            self.both(
                f'{pad}<input id="{fid}"{type_jsx} name="{name}"{ac_jsx}{im_jsx}{jsx_extra}'
                f' className="field" value={{values.{name.replace("-", "_")} ?? ""}}'
                f" onChange={{onChange}} />",
                f'{pad}<input id="{fid}"{type_jsx} name="{name}"{ac_html}{im_html}{html_extra}'
                f' class="field" value="">')
        elif style < 0.7:
            self.both(f"{pad}<label>",
                      f"{pad}<label>")
            self.both(f"{pad}  {label} &mdash; {{hint}}", f"{pad}  {label} &mdash; 3 of 1")
            self.both(
                f'{pad}  <input {{...register("{name}")}}{type_jsx}{ac_jsx}{im_jsx}{jsx_extra} />',
                f'{pad}  <input name="{name}"{type_jsx}{ac_html}{im_html}{html_extra}>')
            self.both(f"{pad}</label>", f"{pad}</label>")
        elif style < 0.85:
            self.both(
                f"{pad}{{step > 1 && (",
                f"{pad}")
            self.both(
                f'{pad}  <input aria-label="{label}"{type_jsx} name="{name}"{ac_jsx}{im_jsx}'
                f"{jsx_extra} />",
                f'{pad}  <input aria-label="{label}"{type_jsx} name="{name}"{ac_html}{im_html}'
                f"{html_extra}>")
            self.both(f"{pad})}}", "")
        elif style < 0.93:
            self.both(
                f"{pad}{{rows.map((row, i) => (",
                "")
            self.both(
                f'{pad}  <label key={{row.id}}>{label} {{i + 1}} <input name={{`{name}-${{i}}`}}'
                f"{type_jsx}{ac_jsx} /></label>",
                f'{pad}  <label>{label} 1 <input name="{name}-0"{type_jsx}{ac_html}></label>')
            self.both(f"{pad}))}}", "")
        else:
            self.both(
                f'{pad}<label htmlFor="{fid}">{label}</label>',
                f'{pad}<label for="{fid}">{label}</label>')
            placeholder = self.words(3)
            self.both(
                f'{pad}<textarea id="{fid}" name="{name}-notes" rows={{4}} '
                f'placeholder="{placeholder}" />',
                f'{pad}<textarea id="{fid}" name="{name}-notes" rows="4" '
                f'placeholder="{placeholder}"></textarea>')

    def filler(self, indent):
        rng = self.rng
        pad = " " * indent
        for _ in range(rng.randint(1, 1 + int(3 * self.scale))):
            text = self.words(rng.randint(10, 50))
            if rng.random() < 0.3:
                self.both(f"{pad}<p className=\"muted\">{text} &amp; {{count}} more</p>",
                          f"{pad}<p class=\"muted\">{text} &amp; 3 more</p>")
            elif rng.random() < 0.5:
                title = self.words(2)
                self.both(f"{pad}{{/* {self.words(5)} */}}", "")
                self.both(f"{pad}<Card title={{`{title} ${{count}}`}}>{text}</Card>",
                          f"{pad}<section class=\"card\"><h2>{title} 3</h2>{text}</section>")
            else:
                self.both(f"{pad}<p>{text}</p>", f"{pad}<p>{text}</p>")

    def form(self, index):
        rng = self.rng
        action = rng.choice(["/login", "/account", "/checkout", "/search", "/profile"])
        self.both(f'      <form action="{action}" method="post" onSubmit={{handleSubmit(save)}}>',
                  f'      <form action="{action}" method="post">')
        self.filler(8)
        for _ in range(rng.randint(2, 7)):
            self.field(8)
        self.both(f'        <Button type="submit">{{busy ? "Saving…" : "Save"}}</Button>',
                  '        <button type="submit">Save</button>')
        self.both("      </form>", "      </form>")

    def build(self):
        rng = self.rng
        self.code()
        props = "{ values = {}, rows = [], step = 1 }"
        if self.ts:
            props += ": { values?: Record<string, string>; rows?: Array<{ id: string }>; step?: number }"
        self.jsx.append(f"export default function Form{self.number}({props}) {{")
        self.jsx.append("  const { register, handleSubmit } = useForm();")
        if self.ts:
            self.jsx.append('  const [busy, setBusy] = useState<boolean>(false);')
            self.jsx.append("  const onChange = (e: FormEvent<HTMLInputElement>) => "
                            "setBusy((e.target as HTMLInputElement).value.length / 2 > 1);")
        else:
            self.jsx.append("  const [busy, setBusy] = useState(false);")
            self.jsx.append("  const onChange = (e) => setBusy(e.target.value.length / 2 > 1);")
        self.jsx.append("  const count = rows.length, hint = `${count} of ${step}`;")
        self.jsx.append("  const save = (data) => fetch(`/api/${step}`, { method: \"POST\", body: "
                        "JSON.stringify(data) });")
        self.jsx.append("  return (")
        self.html.append('<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
                         f"<title>Form {self.number}</title></head>")
        self.both("    <Stack>", "<body><main>")
        self.filler(6)
        for index in range(rng.randint(1, 3)):
            self.form(index)
            self.filler(6)
        self.both("    </Stack>", "</main></body></html>")
        self.jsx.append("  );")
        self.jsx.append("}")
        return "\n".join(self.jsx) + "\n", "\n".join(line for line in self.html if line) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("-n", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-dir", type=int, default=500)
    parser.add_argument("--scale", type=float, default=1.0)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    totals = {"files": 0, "fields": 0, "jsxBytes": 0, "htmlBytes": 0, "tsx": 0}
    for number in range(arguments.n):
        folder = f"d{number // arguments.per_dir:04d}"
        typescript = rng.random() < 0.5
        component = Component(rng, arguments.scale, typescript, number)
        jsx, html = component.build()
        name = f"Form{number:07d}"
        for side, text, ending in (("jsx", jsx, ".tsx" if typescript else ".jsx"),
                                   ("html", html, ".html")):
            path = os.path.join(arguments.outdir, side, folder, name + ending)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            data = text.encode("utf-8")
            with open(path, "wb") as file:
                file.write(data)
            totals["jsxBytes" if side == "jsx" else "htmlBytes"] += len(data)
        totals["files"] += 1
        totals["fields"] += component.fields
        totals["tsx"] += typescript
    with open(os.path.join(arguments.outdir, "summary.json"), "w") as file:
        json.dump(totals, file, indent=2)
        file.write("\n")
    print(json.dumps(totals))


if __name__ == "__main__":
    main()
