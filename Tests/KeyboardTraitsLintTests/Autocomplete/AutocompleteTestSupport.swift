@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// Short names for the controls the autocomplete tables use.
extension AutocompleteControl {
  static let text = input(type: "text")
  static let search = input(type: "search")
  static let password = input(type: "password")
  static let email = input(type: "email")
  static let url = input(type: "url")
  static let tel = input(type: "tel")
  static let number = input(type: "number")
  static let month = input(type: "month")
  static let date = input(type: "date")
  static let time = input(type: "time")
  static let week = input(type: "week")
  static let color = input(type: "color")
  static let range = input(type: "range")
  static let datetimeLocal = input(type: "datetime-local")
  static let hidden = input(type: "hidden")
  static let checkbox = input(type: "checkbox")
}
