import KeyboardTraits

/// The examples of ``AttributeNotApplicableRule``.
enum AttributeNotApplicableExamples {
  static let triggering: [RuleExample] = [
    RuleExample(#"<input type="number" name="zip" ↓maxlength="5" inputmode="numeric">"#),
    RuleExample(
      #"<input type="date" name="dob" ↓pattern="\d{4}-\d{2}-\d{2}" ↓placeholder="YYYY">"#),
    RuleExample(#"<input type="checkbox" name="terms" ↓placeholder="Agree" ↓readonly>"#),
    RuleExample(#"<input type="text" name="age" ↓min="18" ↓max="120">"#),
    RuleExample(
      #"""
      <form action="/cart">
        <input type="number"
               name="quantity"
               ↓pattern="[0-9]*"
               ↓size="3"
               min="1" max="99">
      </form>
      """#),
    // min and max already limit the age: the fix removes pattern and keeps type=number.
    RuleExample(#"<input type="number" name="age" min="12" max="120" ↓pattern="\d+">"#),
    RuleExample(#"<select name="state" ↓readonly><option>CA</option></select>"#),
    RuleExample(#"<textarea name="bio" maxlength="200" ↓pattern="[^<>]*"></textarea>"#),
    RuleExample(
      #"<input name="dob" type="month" ↓maxlength="7"><input type="range" ↓readonly>"#),
  ]

  static let nonTriggering: [RuleExample] = [
    RuleExample(
      #"<input type="text" inputmode="numeric" name="zip" maxlength="5" pattern="[0-9]{5}">"#),
    RuleExample(
      #"<input type="number" name="quantity" min="1" max="99" step="1" placeholder="1">"#),
    RuleExample(#"<input type="date" name="dob" min="1900-01-01" readonly>"#),
    RuleExample(#"<input type="phone" name="tel" maxlength="15" size="15">"#),
    RuleExample(#"<input name="phone_verified" type="checkbox" required>"#),
    RuleExample(
      #"<textarea name="bio" maxlength="200" placeholder="About you" readonly></textarea>"#),
    RuleExample(#"<select name="country" size="4"><option>FR</option></select>"#),
    RuleExample(#"<input type="hidden" name="token" maxlength="40" pattern="[a-f0-9]+">"#),
    RuleExample(#"<div contenteditable="true" placeholder="Message" maxlength="100"></div>"#),
    RuleExample(#"<input type="range" name="volume" min="0" max="11" step="1">"#),
  ]
}
