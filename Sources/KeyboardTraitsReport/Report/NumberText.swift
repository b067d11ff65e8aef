/// Numbers as the reports and the CLI write them for people.
public enum NumberText {
  /// `129,727`: digits grouped by three.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var output = value < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { output += "," }
      output.append(digit)
    }
    return output
  }

  /// `1 field`, `129,727 fields`: a count and its noun, made plural with an `s`.
  public static func counted(_ value: Int, _ noun: String) -> String {
    "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
  }

  /// A size in bytes, kB or MB (powers of 1,000, as `ls -h --si` shows them): `812 bytes`,
  /// `452 kB`, `2.1 MB`, `197 MB`.
  public static func size(_ bytes: Int) -> String {
    if bytes < 1_000 { return "\(bytes) bytes" }
    if bytes < 1_000_000 { return "\(bytes / 1_000) kB" }
    let tenths = (bytes + 50_000) / 100_000
    return tenths >= 100 ? "\(grouped(tenths / 10)) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }
}
