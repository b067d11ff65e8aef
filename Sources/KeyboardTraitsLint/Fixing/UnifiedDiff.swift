import KeyboardTraits

/// A unified diff of one file, as `diff -u` and `git diff` write it, for `--fix-dry-run`:
/// `--- a/PATH`, `+++ b/PATH`, then hunks with three lines of context. `git apply` and
/// `patch -p1` apply it from the directory the paths are relative to.
public enum UnifiedDiff {
  /// The diff from `old` to `new` (the file's bytes before and after), or `""` when they are
  /// equal. Lines end at LF; a CR before it stays part of the line, so CRLF files diff and patch
  /// as they are. A last line without a line break gets `\ No newline at end of file`.
  public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(old)
    let newLines = lines(new)
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks(oldLines, newLines, context: context) {
      output += hunk
    }
    return output
  }

  /// One line of a file: its bytes without the LF, and whether an LF ended it.
  private struct Line: Equatable {
    var bytes: ArraySlice<UInt8>
    var hasBreak: Bool
  }

  private static func lines(_ bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(Line(bytes: bytes[start..<index], hasBreak: true))
      start = index + 1
    }
    if start < bytes.count { lines.append(Line(bytes: bytes[start...], hasBreak: false)) }
    return lines
  }

  /// The hunks, each as text. Fixes never add or remove a line, so lines are compared in place
  /// and each run of changed lines becomes `-` lines then `+` lines; when the counts differ, the
  /// lines between the common beginning and end form one change.
  private static func hunks(_ old: [Line], _ new: [Line], context: Int) -> [String] {
    // Changes as (old range, new range), in order.
    var changes: [(Range<Int>, Range<Int>)] = []
    if old.count == new.count {
      var index = 0
      while index < old.count {
        guard old[index] != new[index] else {
          index += 1
          continue
        }
        let start = index
        while index < old.count, old[index] != new[index] { index += 1 }
        changes.append((start..<index, start..<index))
      }
    } else {
      var prefix = 0
      while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < min(old.count, new.count) - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      changes.append((prefix..<(old.count - suffix), prefix..<(new.count - suffix)))
    }
    // Changes whose contexts touch or overlap share a hunk.
    var groups: [[(Range<Int>, Range<Int>)]] = []
    for change in changes {
      if let last = groups.last?.last, change.0.lowerBound - last.0.upperBound <= 2 * context {
        groups[groups.count - 1].append(change)
      } else {
        groups.append([change])
      }
    }
    return groups.map { group in
      let first = group[0]
      let last = group[group.count - 1]
      let lead = min(context, first.0.lowerBound)
      let oldStart = first.0.lowerBound - lead
      let newStart = first.1.lowerBound - lead
      let oldEnd = min(old.count, last.0.upperBound + context)
      let newEnd =
        newStart + (oldEnd - oldStart) + (last.1.upperBound - last.0.upperBound)
        - (first.1.lowerBound - first.0.lowerBound)
      var body = ""
      var oldIndex = oldStart
      for (oldRange, newRange) in group {
        while oldIndex < oldRange.lowerBound {
          body += text(" ", old[oldIndex])
          oldIndex += 1
        }
        for index in oldRange { body += text("-", old[index]) }
        for index in newRange { body += text("+", new[index]) }
        oldIndex = oldRange.upperBound
      }
      while oldIndex < oldEnd {
        body += text(" ", old[oldIndex])
        oldIndex += 1
      }
      let header =
        "@@ -\(range(oldStart, oldEnd - oldStart)) +\(range(newStart, newEnd - newStart)) @@\n"
      return header + body
    }
  }

  /// A hunk range: 1-based start and count; an empty range starts at the line before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }

  private static func text(_ marker: String, _ line: Line) -> String {
    marker + String(decoding: line.bytes, as: UTF8.self)
      + (line.hasBreak ? "\n" : "\n\\ No newline at end of file\n")
  }
}
