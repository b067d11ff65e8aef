/// A trait the scanner cannot predict because a template decides an attribute it depends on.
public struct UnknownTrait: Sendable, Hashable {
  /// The trait's key in the JSON output (`keyboardType`, `returnKeyType`, `presentation`, …).
  public var trait: String
  /// The field's dynamic attributes that change it, in source order.
  public var attributes: [String]
  /// The dynamic attributes of the field's form that change it (`action`).
  public var formAttributes: [String]

  /// Creates an unknown trait.
  public init(trait: String, attributes: [String], formAttributes: [String] = []) {
    self.trait = trait
    self.attributes = attributes
    self.formAttributes = formAttributes
  }

  /// Why it is unknown, as the JSON output says it: "depends on the dynamic attribute type",
  /// "depends on the dynamic attributes type and inputmode", "depends on the dynamic attribute
  /// action of the form".
  public var reason: String {
    var parts: [String] = []
    if !attributes.isEmpty {
      let noun = attributes.count == 1 ? "attribute" : "attributes"
      parts.append("the dynamic \(noun) \(Self.list(attributes))")
    }
    if !formAttributes.isEmpty {
      let noun = formAttributes.count == 1 ? "attribute" : "attributes"
      parts.append("the dynamic \(noun) \(Self.list(formAttributes)) of the form")
    }
    return "depends on " + parts.joined(separator: " and on ")
  }

  private static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
