/// How a path the file system gives as bytes becomes the `String` kbtraits shows and keeps.
///
/// A Unix file name is any bytes but `/` and NUL; it need not be UTF-8. Decoding such a name
/// lossily (U+FFFD) loses it: the file could then be neither read nor told apart from its
/// neighbours. So every path kbtraits finds or is given is held in this escaped form, which is
/// the name itself for every UTF-8 name without a backslash:
///
/// - each byte that is not part of valid UTF-8 is written `\xHH` (two upper-case hex digits);
/// - a backslash in the name is doubled (`\\`), so the escaping cannot be mistaken for a name;
/// - everything else is the name's UTF-8 text.
///
/// Every output format shows this text (JSON escapes its backslashes once more, as it does any
/// backslash), and ``fileSystemPath(_:)`` turns it back into the bytes to open. URIs are the
/// exception, since they have their own escaping for bytes: a `file://` document URL and
/// SARIF's `uri` percent-encode the name's own bytes (`%FF`, and `%5C` for a backslash).
public enum PathName {
  /// The escaped form of the path whose bytes are `raw`.
  public static func escaped(_ raw: some Collection<UInt8>) -> String {
    // The common case: valid UTF-8 with no backslash is its own escaped form.
    if !raw.contains(backslash), let text = String(validating: raw, as: UTF8.self) { return text }
    let bytes = Array(raw)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    // The parser's results cover the input in order, so each one starts where the last ended.
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == backslash {
          result.append(contentsOf: [backslash, backslash])
        } else {
          result.append(contentsOf: encoded)
        }
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<(offset + length)] {
          result.append(contentsOf: [backslash, UInt8(ascii: "x"), hex(byte >> 4), hex(byte & 0xF)])
        }
        offset += length
      case .emptyInput:
        return String(decoding: result, as: UTF8.self)
      }
    }
  }

  /// The escaped form of a path given as text (an argument, a configuration value): its
  /// backslashes doubled. Arguments that were not UTF-8 come through
  /// ``escaped(_:)`` instead, from the raw bytes.
  public static func escaped(text: String) -> String {
    text.utf8.contains(backslash) ? escaped(Array(text.utf8)) : text
  }

  /// The bytes of the path `shown` stands for (the inverse of ``escaped(_:)``): `\\` is a
  /// backslash, `\xHH` the byte HH; any other backslash is kept as it is.
  public static func fileSystemPath(_ shown: String) -> [UInt8] {
    let utf8 = Array(shown.utf8)
    guard utf8.contains(backslash) else { return utf8 }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == backslash, index + 1 < utf8.count {
        if utf8[index + 1] == backslash {
          bytes.append(backslash)
          index += 2
          continue
        }
        if utf8[index + 1] == UInt8(ascii: "x"), index + 3 < utf8.count,
          let high = hexValue(utf8[index + 2]), let low = hexValue(utf8[index + 3])
        {
          bytes.append(high << 4 | low)
          index += 4
          continue
        }
      }
      bytes.append(byte)
      index += 1
    }
    return bytes
  }

  /// The file system path `shown` stands for as a C string (NUL-terminated), to hand to a C
  /// call: `stat(PathName.cString(path), &info)`.
  package static func cString(_ shown: String) -> [CChar] {
    cString(bytes: fileSystemPath(shown))
  }

  /// The path whose bytes are `bytes` as a C string (NUL-terminated).
  package static func cString(bytes: [UInt8]) -> [CChar] {
    var string = bytes.map { CChar(bitPattern: $0) }
    string.append(0)
    return string
  }

  private static let backslash = UInt8(ascii: "\\")

  private static func hex(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
