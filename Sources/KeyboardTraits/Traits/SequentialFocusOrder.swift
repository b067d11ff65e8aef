/// The order in which the Tab key visits a document's controls, as Blink's
/// `ScopedFocusNavigation::NextFocusableElement` (focus_controller.cc) walks it: positive
/// `tabindex` values first, lowest first and in document order among equals, then `tabindex=0`
/// and naturally focusable controls in document order. Controls that cannot be focused or have a
/// negative `tabindex` are not visited. The walk ends at the last control; it does not wrap.
///
/// Shadow trees, slots, frames' documents and style-based hiding are outside what a scan
/// knows; an `<iframe>` counts as one stop.
struct SequentialFocusOrder: Sendable {
  private let controls: [FocusableControl]
  /// Keyboard-focusable controls (indices into `controls`) in Tab order.
  private let order: [Int]
  /// Each control's place in `order`, or -1 when it is not visited.
  private let place: [Int]
  /// For each control, the first keyboard-focusable control after it in document order.
  private let nextInDocumentOrder: [Int?]
  /// The first keyboard-focusable control whose `tabindex` is 0 or absent.
  private let firstZero: Int?

  init(controls: [FocusableControl]) {
    self.controls = controls
    let visited = controls.indices.filter { controls[$0].isKeyboardFocusable }
    // Stable: equal keys keep document order.
    order = visited.sorted { Self.key(controls[$0], $0) < Self.key(controls[$1], $1) }
    var place = [Int](repeating: -1, count: controls.count)
    for (position, control) in order.enumerated() { place[control] = position }
    self.place = place
    var next = [Int?](repeating: nil, count: controls.count)
    var following: Int?
    for index in controls.indices.reversed() {
      next[index] = following
      if controls[index].isKeyboardFocusable { following = index }
    }
    nextInDocumentOrder = next
    firstZero = visited.first { (controls[$0].tabIndex ?? 0) == 0 }
  }

  /// Sorts positive `tabindex` values first, then everything else, each in document order.
  private static func key(_ control: FocusableControl, _ index: Int) -> (Int, Int) {
    let tabIndex = control.tabIndex ?? 0
    return (tabIndex > 0 ? tabIndex : Int.max, index)
  }

  /// The control Tab moves to from `control` (an index into the controls), or nil at the end.
  func successor(of control: Int) -> Int? {
    let position = place[control]
    if position >= 0 { return position + 1 < order.count ? order[position + 1] : nil }
    // The start is not in the order: Blink goes by its `AdjustedTabIndex`.
    let start = controls[control]
    let tabIndex = start.tabIndex ?? (start.isFocusable ? 0 : -1)
    if tabIndex < 0 {
      // Excluded from the cycle: the next control in document order with any tabindex >= 0,
      // else from the top, the lowest tabindex above -1.
      return nextInDocumentOrder[control] ?? firstZero ?? order.first
    }
    // A hidden control with a tabindex: the next one with the same value, then a higher one.
    var candidate = nextInDocumentOrder[control]
    while let index = candidate {
      if (controls[index].tabIndex ?? 0) == tabIndex { return index }
      candidate = nextInDocumentOrder[index]
    }
    if tabIndex == 0 { return nil }
    return order.first { (controls[$0].tabIndex ?? 0) > tabIndex } ?? firstZero
  }
}
