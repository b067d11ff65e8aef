import KeyboardTraits

/// The purposes found for one field, with the evidence for each.
public struct FieldPurposeClassification: Sendable, Hashable {
  /// All evidence, strongest source first.
  public let evidence: [PurposeEvidence]
  private let resolvedPrimary: FieldPurpose?

  /// Creates a classification; `evidence` is put in strength order.
  public init(evidence: [PurposeEvidence], primary: FieldPurpose?) {
    // A stable sort keeps the order in which each source found its words.
    self.evidence = evidence.enumerated()
      .sorted { ($0.element.source.rank, $0.offset) < ($1.element.source.rank, $1.offset) }
      .map(\.element)
    self.resolvedPrimary = primary
  }

  /// The single best purpose, or `nil` when the evidence is ambiguous or absent.
  public var primary: FieldPurpose? { resolvedPrimary }

  /// Whether any evidence points to `purpose`.
  public func has(_ purpose: FieldPurpose) -> Bool {
    evidence.contains { $0.purpose == purpose }
  }

  /// The strongest evidence for `purpose`, if any.
  public func evidence(for purpose: FieldPurpose) -> PurposeEvidence? {
    evidence.first { $0.purpose == purpose }
  }
}
