import Testing

@testable import KeyboardTraits

/// Where every JSX element starts, in tricky JavaScript and TypeScript: each `«` in a case marks
/// the `<` of an element the scanner must find (and is removed before scanning); a `<` without
/// one must not be taken for JSX.
@Suite("JSX scanner: every element found, nothing else")
struct JSXScannerElementTests {
  /// A named piece of code and its dialect.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var dialect: JSXDialect = .tsx
    var code: String
    /// Why the scanner gets this case wrong today, when it does: the case then runs as a
    /// known issue, and fails once the scanner is fixed, so that the mark is removed.
    var knownIssue: Comment? = nil
    var testDescription: String { name }
  }

  static let marker = Array("«".utf8)

  /// The code without its markers, and the byte offsets the markers stood at.
  static func unmarked(_ code: String) -> (bytes: [UInt8], starts: [Int]) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    let source = Array(code.utf8)
    var index = 0
    while index < source.count {
      if source[index...].starts(with: marker) {
        starts.append(bytes.count)
        index += marker.count
      } else {
        bytes.append(source[index])
        index += 1
      }
    }
    return (bytes, starts)
  }

  static let cases: [Case] = [
    Case(name: "strings hold no JSX", code: #"const s = "<input>"; const t = '<div a="b">';"#),
    Case(
      name: "template literals, nested substitutions and JSX inside them",
      code: "const t = `<p> ${a ? «<i /> : `x${«<b>y</b>}z`} </p>`; const u = `${`${`${1}`}`}`;"),
    Case(
      name: "regular expressions and divisions",
      code: """
        const r = /<input>/g; const d = a / b / c; const m = s.match(/[/<]/);
        if (ok) /<a>/.test(s);
        const half = (a + b) / 2 < limit;
        function f() { return /re/.test(x) && «<p /> }
        """),
    Case(
      name: "comments, in code and in children",
      code: """
        // <input>
        /* <input type="x"> */
        const a = «<div>{/* <input> */}{// <select>
        }«<span /></div>;
        """),
    Case(name: "text and entities", code: "x = «<p>a &amp; b &lt;input&gt; &copy; {'<'}</p>"),
    Case(name: "fragments", code: "x = «<>«<input />«<></></>"),
    Case(
      name: "member and namespaced names",
      code: "x = «<Form.Input />; y = «<svg:rect />; z = «<this.Field />; w = «<my-input />"),
    Case(
      name: "generic arrows and generic calls in .tsx",
      code: """
        const f = <T,>(x: T) => «<div>{String(x)}</div>;
        const g = <T extends unknown>(x: T) => x;
        const k = <const T,>(x: T) => x;
        function h<T>(x: T): T { return x }
        const [v, setV] = useState<string>("");
        const m = new Map<string, number[]>();
        const n = a<b>(c);
        """),
    Case(
      name: "as and satisfies",
      code: """
        const c = { a: 1 } as const;
        const d = config satisfies Config<string>;
        const e = (y as any) < 3;
        const g = «<input value={x as string} />;
        """),
    Case(
      name: "type-only syntax",
      code: """
        type F = <T>(x: T) => T;
        type U =
          | "a"
          | "b"
        interface P { render: <T>(x: T) => T; a: Array<string> }
        export type Q<T> = { [K in keyof T]: T[K] extends string ? <X>() => X : never };
        let v: <T>(x: T) => T = id;
        declare const w: Map<string, <T>() => T>;
        type L = `a${string}`
        const after = «<b />;
        """),
    Case(
      name: "decorators and classes with typed fields",
      code: """
        @Component({ selector: "x", template: "<input>" })
        class A extends React.Component<Props, State> {
          @Input() name: string
          count: number = 1 < 2 ? 3 : 4
          y = «<div />
          state: State<string> = { value: "" };
          render(): JSX.Element {
            return «<input value={this.name} />
          }
        }
        """),
    Case(
      name: "arrow functions and return types",
      code: """
        const A = () => «<div />;
        const B = () => («<div />);
        const C = async () => «<a />;
        const D = (): JSX.Element => «<div />;
        function E(): JSX.Element { return «<div /> }
        const F = ({ a, b }: Props): React.ReactNode => «<p>{a}{b}</p>;
        const G = (e: React.ChangeEvent<HTMLInputElement>) => set(e.target.value < 3);
        """),
    Case(
      name: "conditional rendering",
      code: """
        x = «<div>
          {cond && «<input />}
          {a ? «<b /> : «<c />}
          {a ?? «<d />}
          {a || «<e />}
          {!a && («<f />)}
        </div>
        """),
    Case(
      name: "lists from map",
      code:
        "x = «<ul>{items.map((i) => «<li key={i}>{i}</li>)}{list.map(function (i) { return «<b /> })}</ul>"
    ),
    Case(
      name: "comparisons",
      code: """
        if (a < b && c > d) {}
        for (let i = 0; i < n; i++) { if (i <= 2) continue }
        const t = a < b ? «<x /> : null;
        const u = i++ < j, w = x!.y < z, q = obj.return < 3, p = x.default < y;
        const é = 1; const ü = é < 2;
        """),
    Case(name: "an element after a block", code: "if (x) { y() }\n«<div />;\n{ }\n«<p />"),
    Case(
      name: "elements in attributes",
      code: "x = «<A render={() => «<B />} icon=«<C /> items={[«<D key=\"d\" />]} />"),
    Case(name: "spreads", code: #"x = «<input {...props} type="text" {...{ a: «<b /> }} />"#),
    Case(
      name: "type arguments on elements",
      code: "x = «<Table<Row> rows={r} />; y = «<Select<Option, false> options={o}></Select>"),
    Case(
      name: "optional parameters and conditionals",
      code: """
        function f(a?: string, b?: number, c = 1) { return a ? «<i /> : «<b /> }
        const g = (x?: T) => x ? «<p /> : null;
        const o = { a: b ? «<u /> : «<s /> };
        """),
    Case(
      name: "switch and case",
      code:
        "switch (k) { case 1: return «<a />; case X.y: { return «<c /> } default: return «<b /> }"),
    Case(
      name: "parenthesised multi-line JSX",
      code: """
        return (
          «<div className="a">
            «<span title="a > b {c}" />
            text with > and } lenient
          </ div >
        )
        """),
    Case(
      name: "export default",
      code: "export default function App() { return «<main /> }\nexport const b = «<App />"),
    Case(name: "a hashbang", code: "#!/usr/bin/env node\nconst a = «<div />"),
    Case(name: "UTF-8 before elements", code: "const é = \"日本\"; const x = «<p>日本 🇯🇵</p>"),
    Case(
      name: "comments between attributes",
      code: "x = «<input // note\n type=\"x\" /* c */ disabled />"),
    Case(
      name: "JSX in a .jsx file",
      dialect: .jsx,
      code: """
        import React from "react";
        export default function Form({ onSubmit }) {
          const [a, setA] = React.useState("");
          const re = /^<(\\w+)>$/;
          return «<form onSubmit={(e) => { e.preventDefault(); onSubmit(a / 2); }}>
            «<input value={a} onChange={(e) => setA(e.target.value)} />
          </form>;
        }
        """),
    Case(
      name: "a .jsx file: an object key named type, and a label",
      dialect: .jsx,
      code: "const o = { type: «<i />, interface: 1 }; type: for (;;) { break type }"),
  ]

  /// More of issue 28's list, each construct alone: strings, templates, regular expressions
  /// against divisions, comments, text, fragments, names, TypeScript's generics, `as`,
  /// `satisfies`, type-only syntax and decorators.
  static let moreCases: [Case] = [
    Case(
      name: "strings with escapes, comment and tag look-alikes",
      code: #"""
        const a = "say \"<input>\"", b = 'it\'s <b>', c = "a\\"; const d = «<i />;
        const u = "http://example.com/*", v = '*/ <select>', w = "`${<x />}`";
        const e = «<p title="// not a comment" alt='/* nor this */' />;
        """#),
    Case(
      name: "a string continued on the next line",
      code: "const s = \"a \\\n<input>\"; const e = «<b />;"),
    Case(
      name: "template literals: escapes, braces in strings, objects and templates in substitutions",
      code: #"""
        const a = `\${<input />} \` <b>`;
        const b = `${"}"} ${'{'} ${{ a: 1 }.a} ${`${"}"}`} <input>`;
        const c = `a ${«<b title={`${x} }`} />} // ${«<i>{`${y}`}</i>} /* c */`;
        const d = html`<input type="email">`;
        const e = «<p>{`${a ? «<b /> : `${«<i />}`}`}</p>;
        """#),
    Case(
      name: "regular expressions that start with <",
      code: #"""
        x = /<input/; y = /</g; z = [/<a/, /<b>/]; f(/<c/, /<d/);
        const o = { a: /<e/ }, t = a ? /<f/ : /<g/, n = !/<h/.test(s) || /<i/.test(s);
        const r = () => /<j/; function g() { return typeof /<k/ }
        const q = «<input pattern={/<l/.source} />;
        """#),
    Case(
      name: "a regular expression after the ) of an if, a while and a for head",
      code: """
        if (a) /<a/.test(s) && f();
        if (a)
          /<b/.test(s);
        while (i--) /<c/.exec(s);
        for (;;) /<d/.test(s);
        if (x) { y() } /<e/.test(s);
        const e = «<b />;
        """),
    Case(
      name: "divisions after operands",
      code: """
        const a = b / c / d, e = f(g) / 2 / h, i = j[0] / k, l = m++ / n, o = 1 / p;
        x /= 2; y = this.w / 2 < z; q = (r) / s; t = `u` / v;
        const last = «<i>{a / b / c}</i>;
        """),
    Case(
      name: "regular expressions with classes, escaped slashes and flags",
      code: #"""
        const a = /[/<]/, b = /<\/div>/gi, c = /[\]/<]/u, d = /\//, e = /a/dgimsuvy;
        const f = s.replace(/<\/?b>/g, ""), g = s.split(/\s*<br\s*\/?>\s*/);
        const h = «<input pattern={/^\d{4}$/.source} />;
        """#),
    Case(
      name: "comments before, inside and after elements",
      code: """
        /** A doc comment: <input type="email"> and `<b>` */
        const a = /* it's */ «<b />; // <input>
        const b = () => // returns
          «<i />;
        return /* <select> */ «<p>{/* <textarea> */}a /* text, not a comment */ b // text</p>
        """),
    Case(
      name: "text with entities, quotes, slashes, backticks and braces",
      code: #"""
        x = «<p>a &lt;input&gt; &#60;b&#62; &#x3C;i&#x3E; &nbsp; &amp;lt;</p>;
        y = «<p>Don't "quote" `tick` // not a comment /* nor this */ http://x</p>;
        z = «<p>{"{"}left{"}"} a {'<input>'} b</p>;
        """#),
    Case(
      name: "fragments: nested, keyed and in expressions",
      code: """
        x = «<>«<>«<b /></>{a && «<></>}{[«<React.Fragment key="k">«<i /></React.Fragment>]}</>;
        """),
    Case(
      name: "member names, deep and keyword-like, and namespaced names",
      code: """
        x = «<a.b.c.d />; y = «<this.props.Field />; z = «<Form.default />;
        w = «<svg:rect xlink:href="#a" />; v = «<xml:lang />; u = «<a-b.c />;
        """),
    Case(
      name: ".tsx generic arrows with JSX bodies",
      code: """
        const a = <T extends unknown>(x: T) => «<div>{String(x)}</div>;
        const b = <T, U>(x: T, y: U) => «<p />;
        const c = async <T,>(x: T) => «<i />;
        const d = <const T extends readonly unknown[]>(x: T) => «<b />;
        const e = <T extends Props = Props>(p: T) => «<Field<T> {...p} />;
        """),
    Case(
      name: "a .tsx generic arrow whose type parameter has a default",
      // TypeScript reads `<T =` in .tsx as a generic arrow (a `,` or `=` after the name).
      code: "const f = <T = unknown>(x: T) => «<b>{String(x)}</b>;"),
    Case(
      name: "shifts written without spaces",
      code: "const mask = 1<<bits, m2 = x <<= 2; const e = «<b />;"),
    Case(
      name: ".tsx generic calls, constructors and type arguments around JSX",
      code: """
        render<Props>(«<App />, root);
        const m = new Map<string, JSX.Element>([["a", «<b />]]);
        const l: Array<JSX.Element> = [«<li key="a" />];
        const f = (): Promise<Array<string>> => load(), g = «<i />;
        const h: (x: number) => JSX.Element = (x) => «<b>{x}</b>;
        """),
    Case(
      name: "as and satisfies after elements and around comparisons",
      code: """
        const a = «<div /> as unknown as HTMLElement;
        const b = «<i /> satisfies JSX.Element;
        const c = { icon: «<b /> } satisfies Record<string, JSX.Element>;
        const d = (x as number) < (y satisfies number), e = a < (b as number) ? «<u /> : null;
        const f = [1, 2] as const satisfies readonly number[], g = «<s />;
        """),
    Case(
      name: "type-only syntax: imports, exports, aliases, interfaces, enums, overloads",
      code: """
        import type { A, B } from "./a";
        import { type C, D } from "./d";
        export type { E } from "./e";
        type P = { a: Array<string> };
        type Q<T = string> = T extends Array<infer U> ? U : never;
        interface R<T> extends Base<T> { [key: string]: Array<T>; render(): JSX.Element }
        enum Flags { None = 0, A = 1 << 0, B = 1 << 1 }
        function f<T>(x: T): T;
        function f(x: unknown) { return x }
        declare module "m" { export const v: Map<string, number> }
        const isS = (x: unknown): x is string => typeof x === "string";
        const z = «<Z />;
        """),
    Case(
      name: "decorators: bare, called, on members and parameters",
      code: """
        @Component()
        class X {}
        @observer export class Y extends React.Component<P> {
          @Input() value: Array<string> = [];
          @Output() changed = new EventEmitter<string>();
          constructor(@Inject(TOKEN) private readonly s: Service<string>) { super() }
          @HostListener("input", ["$event"]) on(e: Event) { return /<a/.test(e.type) }
          render() { return «<input value={this.value.length / 2} /> }
        }
        @Component({ template: `<input type="email">` }) class Z {}
        const after = «<b />;
        """),
  ]

  /// Constructs mixed in one file: a component using most of them at once.
  static let mixedCases: [Case] = [
    Case(
      name: "a .tsx component with everything at once",
      code: #"""
        import type { FC } from "react";
        type Props<T> = { items: Array<T>; render?: (x: T) => JSX.Element };
        @memo class Cache<T extends object> { size = 1 << 4 }
        export const List = <T,>({ items, render }: Props<T>): JSX.Element => {
          const re = /<(\w+)>/g, half = items.length / 2 / 1;
          const label = `${half > 1 ? `${half} items` : "one"} <b>`;
          if (half < 2) /<a/.test(label) && console.log(label as string);
          return (
            // a list <ul>
            «<ul className={`list ${half}`} data-re={re.source satisfies string}>
              {items.map((item, i) => «<li key={i}>{render?.(item) ?? «<>{String(item)} &amp; more</>}</li>)}
              {/* <li> in a comment */}
              {half > 0 ? «<Form.Input<T> name="q" /> : «<svg:rect />}
            </ul>
          );
        };
        """#),
    Case(
      name: "a .jsx component with everything at once",
      dialect: .jsx,
      code: #"""
        // <input> in a comment
        export default function Form({ rows = [], onSubmit }) {
          const pattern = /^<?\d+\/?>?$/, ratio = rows.length / 2 / 3;
          const hint = `rows: ${rows.map((r) => `${r}`).join("/")}`;
          if (ratio) /<x/.test(hint) && onSubmit();
          return «<form onSubmit={(e) => { e.preventDefault(); onSubmit(ratio / 2); }}>
            {rows.length > 0 && «<p>{hint} &mdash; "quoted" // text</p>}
            {rows.map((row) => «<input key={row} name={`r${row}`} pattern={pattern.source} />)}
            «<>«<Form.Input type="email" />«<svg:circle /></>
          </form>;
        }
        """#),
  ]

  @Test("element starts, more constructs", arguments: moreCases + mixedCases)
  func moreElementStarts(_ testCase: Case) {
    let (bytes, starts) = Self.unmarked(testCase.code)
    let source = JSXScanner.scan(bytes, dialect: testCase.dialect)
    guard let issue = testCase.knownIssue else {
      #expect(source.problems == [])
      #expect(source.elements.map(\.range.lowerBound) == starts)
      return
    }
    withKnownIssue(issue) {
      #expect(source.problems == [])
      #expect(source.elements.map(\.range.lowerBound) == starts)
    }
  }

  @Test(
    "every case of each dialect joined in one file gives the same starts",
    arguments: [
      JSXDialect.jsx, .tsx,
    ])
  func allJoined(_ dialect: JSXDialect) {
    let chosen = (Self.cases + Self.moreCases + Self.mixedCases).filter {
      $0.dialect == dialect && $0.knownIssue == nil
    }
    let (bytes, starts) = Self.unmarked(chosen.map(\.code).joined(separator: ";\n"))
    let source = JSXScanner.scan(bytes, dialect: dialect)
    #expect(source.problems == [])
    #expect(source.elements.map(\.range.lowerBound) == starts)
  }

  @Test("element starts", arguments: cases)
  func elementStarts(_ testCase: Case) {
    let (bytes, starts) = Self.unmarked(testCase.code)
    let source = JSXScanner.scan(bytes, dialect: testCase.dialect)
    #expect(source.problems == [])
    #expect(source.elements.map(\.range.lowerBound) == starts)
  }

  @Test("the cases joined in one file give the same starts")
  func joined() {
    let (bytes, starts) = Self.unmarked(
      Self.cases.filter { $0.dialect == .tsx }.map(\.code).joined(separator: ";\n"))
    let source = JSXScanner.scan(bytes, dialect: .tsx)
    #expect(source.problems == [])
    #expect(source.elements.map(\.range.lowerBound) == starts)
  }
}
