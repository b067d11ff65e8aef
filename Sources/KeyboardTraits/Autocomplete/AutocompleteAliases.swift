/// Common made-up autocomplete tokens and the standard field names they stand for. Each alias
/// lists its targets in order of preference; the first one the control accepts wins, so
/// `address` becomes `street-address` on a `<textarea>` and `address-line1` on an `<input>`.
package enum AutocompleteAliases {
  package static let targets: [String: [String]] = {
    var table: [String: [String]] = [:]
    for (target, aliases) in byTarget {
      for alias in aliases { table[alias, default: []].append(contentsOf: target) }
    }
    return table
  }()

  /// Aliases with a note that the plain "standard name is" sentence would not convey.
  package static let notes: [String: String] = Dictionary(
    uniqueKeysWithValues: ["password", "pass", "pwd"].map { ($0, passwordNote) }
  )

  private static let passwordNote =
    "use 'current-password' when signing in, or"
    + " 'new-password' when the user picks a new one (sign-up, password change)"

  private static let byTarget: [([String], [String])] = [
    (["postal-code"], ["zip", "zipcode", "zip-code", "postcode", "postal", "postalcode"]),
    (
      ["tel"],
      [
        "phone", "telephone", "mobile-number", "phone-number", "phonenumber", "tel-number",
        "telephone-number", "cellphone", "mobile-phone",
      ]
    ),
    (["address-line1"], ["address-line-1", "address1", "addressline1", "street"]),
    (["address-line2"], ["address-line-2", "address2", "addressline2"]),
    (["address-line3"], ["address-line-3", "address3", "addressline3"]),
    (["street-address", "address-line1"], ["address", "street-address-line"]),
    (["given-name"], ["first-name", "firstname", "fname", "forename", "givenname"]),
    (["family-name"], ["last-name", "lastname", "surname", "lname", "familyname"]),
    (["additional-name"], ["middle-name", "middlename", "mname"]),
    (["address-level2"], ["city", "town", "locality"]),
    (["address-level1"], ["state", "province", "region", "county"]),
    (["country"], ["country-code", "countrycode"]),
    (["organization"], ["company", "company-name", "org", "organisation"]),
    (["organization-title"], ["job-title", "jobtitle", "organisation-title"]),
    (["bday"], ["birthday", "dob", "birthdate", "birth-date", "date-of-birth"]),
    (
      ["cc-number"],
      [
        "card-number", "cardnumber", "ccnumber", "cc-num", "credit-card", "creditcard",
        "credit-card-number",
      ]
    ),
    (["cc-csc"], ["cvv", "cvc", "cvv2", "cc-cvv", "cc-cvc", "security-code", "card-cvc"]),
    (["cc-exp"], ["expiry", "exp-date", "expiration", "expiration-date", "cc-expiry"]),
    (["cc-name"], ["cardholder", "card-name", "name-on-card", "cardholder-name"]),
    (
      ["one-time-code"],
      [
        "otp", "one-time-password", "otc", "onetimecode", "verification-code", "2fa-code",
      ]
    ),
    (["username"], ["user", "login", "user-name", "userid", "user-id", "login-name"]),
    (["current-password", "new-password"], ["password", "pass", "pwd"]),
    (["email"], ["e-mail", "mail", "email-address", "emailaddress"]),
    (["url"], ["website", "homepage", "web-site", "home-page"]),
    (["name"], ["full-name", "fullname"]),
    (["sex"], ["gender"]),
    (["language"], ["lang", "locale"]),
    (["transaction-currency"], ["currency"]),
    (["transaction-amount"], ["amount"]),
    (["nickname"], ["nick", "nick-name", "display-name"]),
  ]
}
