import KeyboardTraits

extension AutocompleteValue {
  /// Every conformance problem for this value on this control, in token order.
  public func problems(on control: AutocompleteControl) -> [AutocompleteProblem] {
    AutocompleteConformanceChecker(value: self, control: control).problems()
  }
}
