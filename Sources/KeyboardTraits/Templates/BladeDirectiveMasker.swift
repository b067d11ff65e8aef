/// Masks Blade directives: `@name` from Blade's own list, with its balanced `( … )` if one
/// follows, and `@php … @endphp` whole. As in Blade, `@` must not follow a letter or digit
/// (`you@example.com` is text) and `@@` writes a literal `@`; names Blade does not know (CSS's
/// `@media`) are left alone.
///
/// The directives that print an attribute (`@disabled(…)`, `@readonly(…)`, `@required(…)`,
/// `@checked(…)`, `@selected(…)`) leave the attribute's name in place, so that libxml2 sees an
/// attribute that the template may or may not write: a dynamic one.
struct BladeDirectiveMasker {
  /// Blade's built-in directives (Laravel 11), lower-case.
  static let directives: Set<String> = [
    "if", "elseif", "else", "endif", "unless", "endunless", "isset", "endisset", "empty",
    "endempty", "auth", "endauth", "guest", "endguest", "production", "endproduction", "env",
    "endenv", "hassection", "sectionmissing", "switch", "case", "break", "default", "endswitch",
    "for", "endfor", "foreach", "endforeach", "forelse", "endforelse", "while", "endwhile",
    "continue", "include", "includeif", "includewhen", "includeunless", "includefirst", "each",
    "once", "endonce", "push", "endpush", "pushonce", "endpushonce", "pushif", "endpushif",
    "prepend", "endprepend", "prependonce", "endprependonce", "stack", "section", "endsection",
    "show", "stop", "append", "overwrite", "yield", "extends", "parent", "component",
    "endcomponent", "slot", "endslot", "props", "aware", "csrf", "method", "error", "enderror",
    "class", "style", "checked", "selected", "disabled", "readonly", "required", "json", "js",
    "vite", "viterefresh", "vitereactrefresh", "lang", "choice", "can", "cannot", "canany",
    "elsecan", "elsecannot", "elsecanany", "endcan", "endcannot", "endcanany", "verbatim",
    "endverbatim", "inject", "dd", "dump", "fragment", "endfragment", "session", "endsession",
    "context", "endcontext", "use", "livewire", "livewirestyles", "livewirescripts",
    "livewirescriptconfig", "persist", "endpersist", "teleport", "endteleport", "entangle",
    "this", "endphp",
  ]

  /// Directives that print translated text (`@lang('auth.email')`): a label holding one has text.
  static let printingDirectives: Set<String> = ["lang", "choice"]

  /// Directives that write the attribute of the same name when their condition holds.
  static let attributeDirectives: Set<String> = [
    "checked", "selected", "disabled", "readonly", "required",
  ]

  func run(_ buffer: inout MaskingBuffer) {
    var index = 0
    while let at = buffer.firstIndex(of: UInt8(ascii: "@"), from: index, to: buffer.count) {
      index = at + 1
      if at > 0, MaskingBuffer.isWordByte(buffer.mask.text[at - 1]) { continue }
      if at + 1 < buffer.count, buffer.mask.text[at + 1] == UInt8(ascii: "@") {
        index = at + 2  // `@@if` is the literal text `@if`
        continue
      }
      let nameEnd = buffer.identifierEnd(from: at + 1)
      guard nameEnd > at + 1 else { continue }
      let name = buffer.originalString((at + 1)..<nameEnd).asciiLowercased()
      if name == "php" {
        index = maskPHP(&buffer, at: at, nameEnd: nameEnd)
        continue
      }
      guard Self.directives.contains(name) else { continue }
      var end = nameEnd
      let afterSpaces = buffer.skipSpaces(from: nameEnd)
      if afterSpaces < buffer.count, buffer.mask.text[afterSpaces] == UInt8(ascii: "("),
        let close = buffer.balancedEnd(
          from: afterSpaces, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
      {
        end = close
      }
      if Self.attributeDirectives.contains(name) {
        // `@disabled($x)` → ` disabled    `: the attribute stays, its condition goes.
        buffer.blank(at..<(at + 1), kind: .logic)
        buffer.blank(nameEnd..<end, kind: .logic)
        buffer.mask.bindings[at + 1] = TemplateMask.Binding(
          nameOffset: at + 1, written: at..<end, name: name)
      } else {
        buffer.blank(at..<end, kind: Self.printingDirectives.contains(name) ? .output : .logic)
      }
      index = end
    }
  }

  /// `@php(…)` is one statement; a bare `@php` runs to `@endphp`.
  private func maskPHP(_ buffer: inout MaskingBuffer, at: Int, nameEnd: Int) -> Int {
    let afterSpaces = buffer.skipSpaces(from: nameEnd)
    if afterSpaces < buffer.count, buffer.mask.text[afterSpaces] == UInt8(ascii: "("),
      let close = buffer.balancedEnd(
        from: afterSpaces, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
    {
      buffer.blank(at..<close, kind: .logic)
      return close
    }
    let end = buffer.find(Array("@endphp".utf8), from: nameEnd).map { $0 + 7 } ?? buffer.count
    buffer.blank(at..<end, kind: .logic)
    return end
  }
}
