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
