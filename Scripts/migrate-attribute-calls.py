#!/usr/bin/env python3
"""Rewrites attribute lookups by a literal name into the typed KnownAttribute API.

usage: Scripts/migrate-attribute-calls.py [--dry-run] PATH...

PATH is a Swift file or a folder (searched for *.swift). Each literal call whose name is a
KnownAttribute case (read from Sources/KeyboardTraits/Model/KnownAttribute.swift) is rewritten:

  X.attribute("inputmode")             X[.inputmode]
  X.hasAttribute("required")           X.has(.required)
  X.value(of: "type")                  X[.type]
  X.contains(named: "id")              X.has(.id)
  X.position(ofAttribute: "pattern")   X.position(of: .pattern)
  X.index(named: "type")               X.index(of: .type)
  attribute("id"), hasAttribute("id")  self[.id], has(.id)      (inside FormField/FormElement)

and the parses the typed collection already holds are read from it:

  InputModeValue(attribute: X.attribute("inputmode"))           X.attributes.inputMode
  EnterKeyHintValue(attribute: X.attribute("enterkeyhint"))     X.attributes.enterKeyHint
  AutocapitalizeValue(attribute: X.attribute("autocapitalize")) X.attributes.autocapitalize
  TrueFalseValue.state(of: X.attribute("spellcheck"))           X.attributes.spellcheck
  TrueFalseValue.state(of: X.attribute("writingsuggestions"))   X.attributes.writingSuggestions
  InputType(attributeValue: X.attribute("type"))                X.attributes.inputType
  InputType(attributeValue: X.attributes.value(of: "type"))     X.attributes.inputType

X is an identifier chain (`field.field`, `form?`, `fields.last?`) or a call ending in `)`.
Names outside KnownAttribute and names that are not literals are left as they are and listed,
as are calls the patterns do not cover. Build afterwards: the compiler checks every rewrite.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KNOWN_FILE = os.path.join(ROOT, "Sources/KeyboardTraits/Model/KnownAttribute.swift")


def known_attributes():
    """HTML name -> Swift case, from the `htmlName` switch."""
    text = open(KNOWN_FILE, encoding="utf-8").read()
    pairs = re.findall(r'case \.(`?\w+`?): "([a-z-]+)"', text)
    if not pairs:
        sys.exit(f"{KNOWN_FILE}: no `case .x: \"name\"` lines found")
    return {name: case.strip("`") for case, name in pairs}


KNOWN = known_attributes()

# An expression the call is made on: identifiers joined by `.` or `?.`, optionally ending in
# a call or subscript whose parentheses hold no other parentheses (`field(named: "a", in: d)`).
_STEP = r"[A-Za-z_]\w*(?:\([^()\n]*\)|\[[^\[\]\n]*\])?\??"
RECEIVER = rf"(?:{_STEP}\.)*{_STEP}"

FACTS = [
    (r"InputModeValue\(attribute: (?P<r>{R})\.attribute\(\"inputmode\"\)\)", "inputMode"),
    (r"EnterKeyHintValue\(attribute: (?P<r>{R})\.attribute\(\"enterkeyhint\"\)\)", "enterKeyHint"),
    (r"AutocapitalizeValue\(attribute: (?P<r>{R})\.attribute\(\"autocapitalize\"\)\)",
     "autocapitalize"),
    (r"TrueFalseValue\.state\(of: (?P<r>{R})\.attribute\(\"spellcheck\"\)\)", "spellcheck"),
    (r"TrueFalseValue\.state\(of: (?P<r>{R})\.attribute\(\"writingsuggestions\"\)\)",
     "writingSuggestions"),
    (r"InputType\(attributeValue: (?P<r>{R})\.attribute\(\"type\"\)\)", "inputType"),
]
# The receiver is already the collection (`X.attributes`).
COLLECTION_FACTS = [
    (r"InputType\(attributeValue: (?P<r>{R}\.attributes)\.value\(of: \"type\"\)\)", "inputType"),
]

# (pattern, replacement) on a receiver; NAME is the literal.
CALLS = [
    (r"(?P<r>{R})\.attribute\(\"(?P<n>[^\"\\\n]+)\"\)", "{r}[.{c}]"),
    (r"(?P<r>{R})\.hasAttribute\(\"(?P<n>[^\"\\\n]+)\"\)", "{r}.has(.{c})"),
    (r"(?P<r>{R})\.value\(of: \"(?P<n>[^\"\\\n]+)\"\)", "{r}[.{c}]"),
    (r"(?P<r>{R})\.contains\(named: \"(?P<n>[^\"\\\n]+)\"\)", "{r}.has(.{c})"),
    (r"(?P<r>{R})\.position\(ofAttribute: \"(?P<n>[^\"\\\n]+)\"\)", "{r}.position(of: .{c})"),
    (r"(?P<r>{R})\.index\(named: \"(?P<n>[^\"\\\n]+)\"\)", "{r}.index(of: .{c})"),
]
# Calls on `self` left implicit, as inside a FormField or FormElement extension.
BARE = [
    (r"(?<![\w.])attribute\(\"(?P<n>[^\"\\\n]+)\"\)", "self[.{c}]"),
    (r"(?<![\w.])hasAttribute\(\"(?P<n>[^\"\\\n]+)\"\)", "has(.{c})"),
]
# What is left of the string API afterwards, to list: a name that is not a `.case`. A call
# `attribute(name: …)` (an enum case) or `attribute(named: …)` is another API.
LEFT = re.compile(
    r"(?<![\w])(?<!HTMLEscaping\.)(?<!ReactSpelling\.)(?:attribute|hasAttribute)"
    r"\((?![.)\"]|name:|named:|_ |let |var )"
    r"|(?<![\w])(?:value\(of|contains\(named|position\(ofAttribute|index\(named): (?![.\"])")
# A multi-line string literal (`"""` or `#"""`): code in it (JavaScript, HTML) is not Swift.
MULTILINE_STRING = re.compile(r'(#*)"""(?:.|\n)*?"""\1', re.MULTILINE)


def rewrite(text, counts, unknown):
    """`rewrite_code` on the parts of `text` outside multi-line string literals."""
    pieces = []
    last = 0
    for literal in MULTILINE_STRING.finditer(text):
        pieces.append(rewrite_code(text[last : literal.start()], counts, unknown))
        pieces.append(literal.group(0))
        last = literal.end()
    pieces.append(rewrite_code(text[last:], counts, unknown))
    return "".join(pieces)


def rewrite_code(text, counts, unknown):
    def known_case(match):
        return KNOWN.get(match.group("n"))

    for pattern, fact in FACTS + COLLECTION_FACTS:
        regex = re.compile(pattern.replace("{R}", RECEIVER))
        on_collection = (pattern, fact) in COLLECTION_FACTS

        def fact_replacement(match, fact=fact, on_collection=on_collection):
            counts["facts"] += 1
            receiver = match.group("r")
            return f"{receiver}.{fact}" if on_collection else f"{receiver}.attributes.{fact}"

        text = regex.sub(fact_replacement, text)

    for pattern, template in CALLS + BARE:
        regex = re.compile(pattern.replace("{R}", RECEIVER))

        def call_replacement(match, template=template):
            case = known_case(match)
            if case is None:
                unknown.append(match.group(0))
                return match.group(0)
            counts["calls"] += 1
            receiver = match.groupdict().get("r") or ""
            return template.format(r=receiver, c=case)

        text = regex.sub(call_replacement, text)
    return text


def swift_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for folder, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".swift"):
                        yield os.path.join(folder, name)
        else:
            yield path


def leftovers(text):
    """String-API calls still in `text`, as (line number, line)."""
    found = []
    in_literal = set()
    for literal in MULTILINE_STRING.finditer(text):
        first = text.count("\n", 0, literal.start()) + 1
        in_literal.update(range(first, first + literal.group(0).count("\n") + 1))
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if number in in_literal or stripped.startswith("//"):
            continue
        for match in LEFT.finditer(line):
            # Declarations of the string API itself are not calls.
            if line[: match.start()].rstrip().endswith("func"):
                continue
            found.append((number, stripped))
            break
    return found


def main(argv):
    dry_run = "--dry-run" in argv
    paths = [arg for arg in argv if arg != "--dry-run"]
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    total = {"calls": 0, "facts": 0}
    changed_files = 0
    unknown = []
    left = []
    for path in swift_files(paths):
        original = open(path, encoding="utf-8").read()
        counts = {"calls": 0, "facts": 0}
        file_unknown = []
        text = rewrite(original, counts, file_unknown)
        unknown.extend(f"{path}: {call}" for call in file_unknown)
        left.extend(f"{path}:{number}: {line}" for number, line in leftovers(text))
        if text != original:
            changed_files += 1
            total["calls"] += counts["calls"]
            total["facts"] += counts["facts"]
            if not dry_run:
                with open(path, "w", encoding="utf-8") as output:
                    output.write(text)
    verb = "would rewrite" if dry_run else "rewrote"
    print(f"{verb} {total['calls']} calls and {total['facts']} parses in {changed_files} files")
    if unknown:
        print(f"left {len(unknown)} calls whose name is not a KnownAttribute case:")
        for entry in unknown:
            print(f"  {entry}")
    if left:
        print(f"left {len(left)} lines that still look up a name as a string (not a literal, "
              "or a form the patterns do not cover):")
        for entry in left:
            print(f"  {entry}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
