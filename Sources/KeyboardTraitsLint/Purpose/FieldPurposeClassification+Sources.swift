import KeyboardTraits

extension FieldPurposeClassification {
  /// Whether the field's own words (name, id, label, placeholder) point to `purpose`, rather
  /// than its `autocomplete` or its type.
  func wordsSay(_ purpose: FieldPurpose) -> Bool {
    evidence.contains {
      $0.purpose == purpose && $0.source != .autocomplete && $0.source != .inputType
    }
  }

  /// Whether the name, id or label (not only the type or placeholder) point to `purpose`, or,
  /// on a field they say nothing about, the text right before it.
  func isIdentified(as purpose: FieldPurpose) -> Bool {
    evidence.contains {
      $0.purpose == purpose && [.name, .id, .label, .adjacentText].contains($0.source)
    }
  }

  /// Whether only the text right before the field points to `purpose` (no name, id or label).
  func isIdentifiedByAdjacentTextOnly(as purpose: FieldPurpose) -> Bool {
    isIdentified(as: purpose)
      && !evidence.contains { $0.purpose == purpose && [.name, .id, .label].contains($0.source) }
  }

  /// Whether the field's words say it holds a one-time code and nothing says an account
  /// password: an "OTP" or "Verification code" written on a password field, whatever its
  /// `autocomplete` declares.
  var wordsSayOneTimeCodeOnly: Bool {
    wordsSay(.oneTimeCode)
      && ![FieldPurpose.password, .newPassword, .currentPassword].contains(where: wordsSay)
  }
}
