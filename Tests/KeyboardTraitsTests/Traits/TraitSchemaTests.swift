import Foundation
import Testing

@testable import KeyboardTraits

/// The JSON objects and the dynamic-attribute comparisons read their traits from one schema
/// per platform (``TraitSchema``): same keys, same order, same values.
@Suite("Trait schema")
struct TraitSchemaTests {
  /// Fields with a keyboard and without one on every platform: a text field, a tel field, a
  /// date field (a picker on iOS and Android), a select, `inputmode=none` (an input connection
  /// with no keyboard on Firefox) and a password field.
  static let html = """
    <form action="/login"><input type=text name=user><input type=tel><input type=date>
    <select name=size><option>S</option></select><input inputmode=none>
    <input type=password autocomplete=current-password></form>
    """

  static func fields() -> [FormField] {
    FormScanner().scan(html: html, documentURL: "https://example.com/").fields
  }

  /// The keys of one platform's JSON object, in order, and the object itself.
  static func jsonObject(
    _ write: (inout JSONWriter) -> Void
  ) throws -> (keys: [String], object: [String: Any]) {
    var bytes: [UInt8] = []
    JSONWriter.append(to: &bytes, indent: 0, write)
    let text = String(decoding: bytes, as: UTF8.self)
    // Members of the object itself are indented by two spaces; array items go deeper.
    let keys = text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
      return line.dropFirst(3).split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    return (keys, object)
  }

  /// Whether a JSON value is what the schema says it prints.
  static func matches(_ json: Any?, _ value: TraitValue) -> Bool {
    switch value {
    case .string(let string): json as? String == string
    case .int(let int): json as? Int == int
    case .bool(let bool): json as? Bool == bool
    case .null: json is NSNull
    case .names(let names): json as? [String] == names
    }
  }

  @Test("the ios object prints the schema's traits in its order, with its values")
  func iOSJSON() throws {
    let schema = IOSTraits.traitSchema
    var sawBoth = (keyboard: false, noKeyboard: false)
    for field in Self.fields() {
      let (keys, object) = try Self.jsonObject { JSONReport.write(field.ios, to: &$0) }
      let printed = Array(schema.printed(field.ios))
      #expect(keys == printed.map(\.key), "\(field.element) \(keys)")
      for trait in printed {
        #expect(Self.matches(object[trait.key], trait.value(field.ios)), "\(trait.key)")
      }
      if field.ios.hasKeyboardTraits {
        sawBoth.keyboard = true
        #expect(keys == schema.traits.map(\.key))
      } else {
        sawBoth.noKeyboard = true
        #expect(keys == ["presentation", "keyboard"])
      }
    }
    #expect(sawBoth.0 && sawBoth.1)
  }

  @Test("the android and firefoxAndroid objects print the schema's traits in its order")
  func androidJSON() throws {
    let schema = AndroidTraits.traitSchema
    var sawBoth = (editorInfo: false, none: false)
    for field in Self.fields() {
      for traits in [field.android, field.firefoxAndroid] {
        let (keys, object) = try Self.jsonObject { JSONReport.write(traits, to: &$0) }
        let printed = Array(schema.printed(traits))
        #expect(keys == printed.map(\.key), "\(field.element) \(keys)")
        for trait in printed {
          #expect(Self.matches(object[trait.key], trait.value(traits)), "\(trait.key)")
        }
        if traits.editorInfo != nil {
          sawBoth.editorInfo = true
          #expect(keys == schema.traits.map(\.key))
        } else {
          sawBoth.none = true
          #expect(keys == ["presentation", "keyboard"])
          // Without an input connection every EditorInfo trait is null.
          #expect(schema.traits.dropFirst(2).allSatisfy { $0.value(traits) == .null })
        }
      }
    }
    #expect(sawBoth.0 && sawBoth.1)
  }

  @Test("the traits printed for every field lead, so a printed prefix is what JSON writes")
  func alwaysPrintedFirst() {
    for keyboardTraits in [
      IOSTraits.traitSchema.traits.map(\.isKeyboardTrait),
      AndroidTraits.traitSchema.traits.map(\.isKeyboardTrait),
    ] {
      let always = keyboardTraits.prefix { !$0 }.count
      #expect(always == 2)
      #expect(keyboardTraits.dropFirst(always).allSatisfy { $0 })
    }
    #expect(IOSTraits.traitSchema.alwaysPrintedCount == 2)
    #expect(AndroidTraits.traitSchema.alwaysPrintedCount == 2)
  }

  @Test("the values dynamic attributes are compared on are the schema's, as JSON prints them")
  func dynamicValues() throws {
    for field in Self.fields() {
      let ios = DynamicTraits.values(field.ios)
      #expect(ios.entries.map(\.key) == IOSTraits.traitSchema.traits.map(\.key))
      let iOSValues = IOSTraits.traitSchema.traits.map { $0.value(field.ios) }
      #expect(ios.entries.map(\.value) == iOSValues)
      let (iOSKeys, _) = try Self.jsonObject { JSONReport.write(field.ios, to: &$0) }
      #expect(Array(ios.entries.prefix(ios.printed).map(\.key)) == iOSKeys)
      for traits in [field.android, field.firefoxAndroid] {
        let android = DynamicTraits.values(traits)
        #expect(android.entries.map(\.key) == AndroidTraits.traitSchema.traits.map(\.key))
        let (keys, _) = try Self.jsonObject { JSONReport.write(traits, to: &$0) }
        #expect(Array(android.entries.prefix(android.printed).map(\.key)) == keys)
      }
    }
  }

  @Test("unknown traits are schema keys, in the schema's order")
  func unknownTraitsInSchemaOrder() throws {
    let document = FormScanner().scan(
      html: #"<template><form :action="target"><input :type="shown ? 'text' : 'password'" "#
        + #":inputmode="mode" :enterkeyhint="hint"></form></template>"#,
      documentURL: "https://example.com/", syntax: .vue)
    let field = try #require(document.fields.first)
    let lists: [([UnknownTrait], [String])] = [
      (field.unknownIOSTraits, IOSTraits.traitSchema.traits.map(\.key)),
      (field.unknownAndroidTraits, AndroidTraits.traitSchema.traits.map(\.key)),
      (field.unknownFirefoxAndroidTraits, AndroidTraits.traitSchema.traits.map(\.key)),
    ]
    for (unknown, keys) in lists {
      #expect(!unknown.isEmpty)
      let positions = unknown.map { keys.firstIndex(of: $0.trait) }
      #expect(positions.allSatisfy { $0 != nil }, "\(unknown.map(\.trait))")
      #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
  }
}
