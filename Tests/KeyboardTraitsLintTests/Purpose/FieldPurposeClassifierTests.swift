import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

@Suite("Field purpose classifier")
struct FieldPurposeClassifierTests {
  /// Identifiers in the shapes authors write them.
  static let identifiers: [PurposeCase] = [
    .name("email", .email),
    .name("user[email]", .email),
    .name("txtEmailAddress", .email),
    .name("E_Mail", .email),
    .name("eMail", .email),
    .name("newsletter_email", .email),
    .name("subscribe_newsletter_email", .email),
    .name("company_email", .email, not: [.organization]),
    .name("confirm_email", .email),
    .name("mail", .email),
    .name("phone", .tel),
    .name("phone_number", .tel),
    .name("billing.phoneNumber", .tel),
    .name("tel1", .tel),
    .name("mobileNo", .tel),
    .name("contact[telephone]", .tel),
    .name("zip", .postalCode),
    .name("billing.zipCode", .postalCode),
    .name("ZIPCode", .postalCode),
    .name("postcode", .postalCode),
    .name("postal_code", .postalCode, not: [.oneTimeCode]),
    .name("CardNumber", .cardNumber),
    .name("cc_num", .cardNumber),
    .name("cc-number", .cardNumber),
    .name("creditCardNumber", .cardNumber),
    .name("credit_card", .cardNumber),
    .name("credit_card_name", .cardholderName),
    .name("cvv2", .cardSecurityCode),
    .name("card_cvc", .cardSecurityCode),
    .name("securityCode", .cardSecurityCode),
    .name("cc_exp", .cardExpiry),
    .name("card_exp_month", .cardExpiryMonth),
    .name("cc-exp-year", .cardExpiryYear),
    .name("expiryMonth", nil),
    .name("otp", .oneTimeCode),
    .name("sms_code", .oneTimeCode),
    .name("verificationCode", .oneTimeCode),
    .name("2faCode", .oneTimeCode),
    .name("mfa_token", .oneTimeCode),
    .name("one-time-code", .oneTimeCode),
    .name("email_verification_code", .oneTimeCode, not: [.email]),
    .name("username", .username),
    .name("user_name", .username, not: [.fullName]),
    .name("login", .username),
    .name("userId", .username),
    .name("password", .password),
    .name("confirm_password", .newPassword),
    .name("passwordConfirmation", .newPassword),
    .name("new_password", .newPassword),
    .name("old_password", .currentPassword),
    .name("first_name", .givenName),
    .name("fname", .givenName),
    .name("lastName", .familyName),
    .name("surname", .familyName),
    .name("middle_name", .additionalName),
    .name("name", .fullName),
    .name("full_name", .fullName),
    .name("billing_address", .streetAddress),
    .name("address_line_2", .streetAddress),
    .name("address_city", .city),
    .name("state", .region),
    .name("country", .country),
    .name("company", .organization),
    .name("company_website", .url, not: [.organization]),
    .name("dob", .birthday),
    .name("date_of_birth", .birthday),
    .name("amount", .amount),
    .name("total_price", .amount),
    .name("qty", .quantity),
    .name("website", .url),
    .name("homepage_url", .url),
    .name("q", .search),
    .name("s", .search),
    .name("search_query", .search),
    .name("iban", .iban),
    .name("account_number", .accountNumber),
    .name("pin", .pin),
    .name("captcha", .captcha),
    .name("g-recaptcha-response", .captcha),
  ]

  /// Words that look like field words but are not, and modifiers that cancel them.
  static let lookAlikes: [PurposeCase] = [
    .name("quantity", .quantity, not: [.cardNumber, .amount, .username]),
    .name("zipper", nil),
    .name("telescope", nil),
    .name("emailed", nil),
    .name("promo_code", nil),
    .name("coupon_code", nil),
    .name("discount-code", nil),
    .name("referral_code", nil),
    .name("voucher", nil),
    .name("giftCard", nil),
    .name("country_code", nil),
    .name("phone_country_code", nil),
    .name("code", nil),
    .name("token", nil),
    .name("mail_subject", nil),
    .name("product_name", nil),
    .name("file_name", nil),
    .name("nickname", nil),
    .name("display_name", nil),
    .name("ip_address", nil),
    .name("house_number", nil),
    .name("pin_location", nil),
    .name("pincode", nil),
    .name("login_button", nil),
    .name("cell_3_4", nil),
    .name("expiry_date", nil),
    .name("cc", nil),
    .name("phone_verified", nil),
    .name("email_enabled", nil),
    .name("emailOptIn", nil),
    .name("email_consent", nil),
    .name("notify_email", nil),
    .name("username_length_hint", nil),
    .name("password_hint", nil),
    .name("phone_type", nil),
    .name("email_domain", nil),
    .name("remember_username", nil),
    .name("is_mobile", nil),
    .name("forgot_password", nil),
    .name("phone_ext", nil),
    PurposeCase(FieldPurposeInput(type: "checkbox", name: "phone_verified"), nil),
    PurposeCase(FieldPurposeInput(type: "checkbox", name: "emailOptIn"), nil),
    PurposeCase(FieldPurposeInput(type: "checkbox", name: "subscribe_newsletter_email"), nil),
    PurposeCase(FieldPurposeInput(type: "hidden", name: "user_email"), nil),
    PurposeCase(FieldPurposeInput(type: "radio", name: "contact", label: "Phone"), nil),
    PurposeCase(FieldPurposeInput(type: "submit", name: "search"), nil),
    PurposeCase(FieldPurposeInput(type: "file", name: "zip"), nil),
    PurposeCase(FieldPurposeInput(type: "date", name: "dob"), nil),
    PurposeCase(FieldPurposeInput(type: "range", name: "quantity"), nil),
    PurposeCase(FieldPurposeInput(element: "select", name: "phone_type"), nil),
    PurposeCase(FieldPurposeInput(element: "select", name: "email"), nil),
    .label("Promo code", nil),
    .label("Do you have a coupon code?", nil),
    .label("Country code", nil),
    .label("Email me when my order ships (notifications)", nil),
  ]

  /// "code" and its translations: a one-time code only with context.
  static let codes: [PurposeCase] = [
    PurposeCase(
      FieldPurposeInput(type: "text", name: "code", inputMode: "numeric", maxLength: 6),
      .oneTimeCode),
    PurposeCase(FieldPurposeInput(type: "text", name: "code", pattern: "[0-9]{6}"), .oneTimeCode),
    PurposeCase(FieldPurposeInput(type: "tel", name: "code", maxLength: 4), .oneTimeCode),
    PurposeCase(FieldPurposeInput(type: "text", name: "code", maxLength: 6), nil),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "code", inputMode: "numeric", maxLength: 12),
      nil),
    PurposeCase(FieldPurposeInput(type: "text", name: "code", pattern: "\\d{3}"), nil),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "code", label: "Enter the code we sent to your phone"),
      .oneTimeCode, not: [.tel]),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "code", label: "SMS code"), .oneTimeCode),
    PurposeCase(
      FieldPurposeInput(
        type: "text", name: "code", label: "Promo code", inputMode: "numeric", maxLength: 6),
      nil),
    PurposeCase(
      FieldPurposeInput(
        type: "text", name: "code", label: "Postal code", inputMode: "numeric", maxLength: 5),
      .postalCode, not: [.oneTimeCode]),
    PurposeCase(FieldPurposeInput(type: "text", name: "phone_code"), nil),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "phone_code", inputMode: "numeric", maxLength: 6),
      .oneTimeCode),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "token", label: "Authenticator app"), .oneTimeCode),
    PurposeCase(
      FieldPurposeInput(type: "text", label: "Confirmation code", maxLength: 6), nil),
    .label("Verification code", .oneTimeCode),
    .label("One-time code", .oneTimeCode),
    .label("Security code", .cardSecurityCode),
  ]

  /// Passwords and the words that make them new or current.
  static let passwords: [PurposeCase] = [
    PurposeCase(FieldPurposeInput(type: "password", name: "pass"), .password),
    PurposeCase(
      FieldPurposeInput(type: "password", name: "pass2", label: "Repeat password"),
      .newPassword),
    PurposeCase(FieldPurposeInput(type: "password", id: "confirm"), .newPassword),
    PurposeCase(
      FieldPurposeInput(type: "password", placeholder: "Current password"),
      .currentPassword),
    PurposeCase(FieldPurposeInput(type: "password", name: "pin"), .pin),
    PurposeCase(FieldPurposeInput(type: "password", name: "cvv"), .cardSecurityCode),
    PurposeCase(
      FieldPurposeInput(type: "password", label: "Passwort wiederholen"),
      .newPassword),
    PurposeCase(
      FieldPurposeInput(type: "password", label: "Nouveau mot de passe"),
      .newPassword),
    PurposeCase(
      FieldPurposeInput(type: "password", label: "Contraseña actual"),
      .currentPassword),
    PurposeCase(FieldPurposeInput(type: "password", label: "Подтвердите пароль"), .newPassword),
    PurposeCase(FieldPurposeInput(type: "password", label: "确认密码"), .newPassword),
    PurposeCase(FieldPurposeInput(type: "password", label: "パスワード（確認用）"), .newPassword),
    // Both kinds named: neither wins.
    PurposeCase(FieldPurposeInput(type: "password", name: "old_new_pwd"), .password),
    .name("show_password", nil),
    .label("Password", .password),
  ]

  /// Labels and placeholders in the ten languages.
  static let languages: [PurposeCase] = [
    // English
    .label("Email address *", .email),
    .label("Phone number:", .tel),
    .label("ZIP / Postal code", .postalCode),
    .label("Name on card", .cardholderName),
    .label("Expiration date (card)", .cardExpiry),
    .label("Please enter your name", .fullName),
    .label("Username or email", .username, not: [.email]),
    .label("Email or phone", .username, not: [.email, .tel]),
    .label("Email / Username", .username),
    .label("City and postal code", nil, has: [.city, .postalCode]),
    .label("Email of the company", .email),
    .label("Search", .search),
    .label("Website", .url),
    // German
    .label("E-Mail-Adresse", .email),
    .label("Telefonnummer", .tel),
    .label("Handy", .tel),
    .label("PLZ", .postalCode),
    .label("Postleitzahl", .postalCode),
    .label("Kartennummer", .cardNumber),
    .label("Prüfnummer", .cardSecurityCode),
    .label("Bestätigungscode", .oneTimeCode),
    .label("Benutzername", .username),
    .label("Vorname", .givenName),
    .label("Nachname", .familyName),
    .label("Straße und Hausnummer", .streetAddress),
    .label("PLZ und Ort", nil, has: [.postalCode, .city]),
    .label("Ort", .city),
    .label("Land", .country),
    .label("Firma", .organization),
    .label("Geburtsdatum", .birthday),
    .label("Betrag", .amount),
    .label("Anzahl", .quantity),
    .label("Suche", .search),
    .label("Kontonummer", .accountNumber),
    // French
    .label("Courriel", .email),
    .label("Adresse e-mail", .email),
    .label("Téléphone portable", .tel),
    .label("Code postal", .postalCode),
    .label("Numéro de carte", .cardNumber),
    .label("Cryptogramme visuel", .cardSecurityCode),
    .label("Code de vérification", .oneTimeCode),
    .label("Nom d'utilisateur", .username, not: [.fullName]),
    .label("Identifiant", .username),
    .label("Prénom", .givenName),
    .label("Nom de famille", .familyName),
    .label("Ville", .city),
    .label("Pays", .country),
    .label("Montant", .amount),
    .label("Quantité", .quantity),
    .label("Recherche", .search),
    // Spanish
    .label("Correo electrónico", .email),
    .label("Dirección de correo electrónico", .email, not: [.streetAddress]),
    .label("Teléfono de la empresa", .tel),
    .label("Móvil", .tel),
    .label("Código postal", .postalCode, not: [.oneTimeCode]),
    .label("Número de tarjeta", .cardNumber),
    .label("Código de seguridad", .cardSecurityCode),
    .label("Código de verificación", .oneTimeCode),
    .label("Nombre de usuario", .username, not: [.fullName]),
    .label("Usuario", .username),
    .label("Apellidos", .familyName),
    .label("Fecha de nacimiento", .birthday),
    .label("Importe", .amount),
    .label("Cantidad", .quantity),
    .label("Buscar", .search),
    .label("Código promocional", nil),
    .label("Correo o teléfono", .username),
    // Portuguese
    .label("Telefone", .tel),
    .label("Telemóvel", .tel),
    .label("Celular", .tel),
    .label("CEP", .postalCode),
    .label("Número do cartão", .cardNumber),
    .label("Código de verificação", .oneTimeCode),
    .label("Usuário", .username),
    .label("Sobrenome", .familyName),
    .label("Endereço de e-mail", .email),
    .label("Cidade", .city),
    .label("Valor", .amount),
    .label("Quantidade", .quantity),
    .label("Pesquisar", .search),
    // Italian
    .label("Posta elettronica", .email),
    .label("Cellulare", .tel),
    .label("CAP", .postalCode),
    .label("Numero della carta", .cardNumber),
    .label("Codice di sicurezza", .cardSecurityCode),
    .label("Codice di verifica", .oneTimeCode),
    .label("Nome utente", .username, not: [.fullName]),
    .label("Cognome", .familyName),
    .label("Città", .city),
    .label("Importo", .amount),
    .label("Quantità", .quantity),
    .label("Cerca", .search),
    .label("Codice fiscale", nil),
    .label("Capitale sociale", nil),
    // Dutch
    .label("E-mailadres", .email),
    .label("Telefoonnummer", .tel),
    .label("Mobiel", .tel),
    .label("Postcode", .postalCode),
    .label("Kaartnummer", .cardNumber),
    .label("Beveiligingscode", .cardSecurityCode),
    .label("Verificatiecode", .oneTimeCode),
    .label("Gebruikersnaam", .username),
    .label("Voornaam", .givenName),
    .label("Achternaam", .familyName),
    .label("Woonplaats", .city),
    .label("Bedrag", .amount),
    .label("Aantal", .quantity),
    .label("Zoeken", .search),
    // Russian
    .label("Электронная почта", .email),
    .label("Адрес электронной почты", .email),
    .label("Номер телефона", .tel),
    .label("Почтовый индекс", .postalCode),
    .label("Номер карты", .cardNumber),
    .label("Код подтверждения", .oneTimeCode),
    .label("Логин", .username),
    .label("Имя пользователя", .username, not: [.givenName]),
    .label("Имя", .givenName),
    .label("Фамилия", .familyName),
    .label("Отчество", .additionalName),
    .label("Город", .city),
    .label("Сумма", .amount),
    .label("Количество", .quantity),
    .label("Поиск", .search),
    .label("Телефон или email", .username),
    // Chinese (simplified and traditional)
    .label("邮箱", .email),
    .label("电子邮件", .email),
    .label("電子郵件", .email),
    .label("手机号码", .tel),
    .label("电话", .tel),
    .label("電話", .tel),
    .label("邮编", .postalCode),
    .label("郵遞區號", .postalCode),
    .label("卡号", .cardNumber),
    .label("安全码", .cardSecurityCode),
    .label("短信验证码", .oneTimeCode),
    .label("图形验证码", .captcha, not: [.oneTimeCode]),
    .label("验证码", nil),
    .label("用户名", .username),
    .label("使用者名稱", .username),
    .label("姓名", .fullName, not: [.familyName, .givenName]),
    .label("姓", .familyName),
    .label("金额", .amount),
    .label("數量", .quantity),
    .label("搜索", .search),
    .label("银行账号", .accountNumber, not: [.username]),
    .label("手机号/邮箱", .username),
    .label("请输入手机号", .tel),
    // Japanese
    .label("メールアドレス", .email),
    .label("電話番号", .tel),
    .label("携帯電話", .tel),
    .label("郵便番号", .postalCode),
    .label("カード番号", .cardNumber),
    .label("セキュリティコード", .cardSecurityCode),
    .label("認証コード", .oneTimeCode),
    .label("確認コード", .oneTimeCode),
    .label("ユーザー名", .username),
    .label("ユーザーID", .username),
    .label("氏名", .fullName),
    .label("名", .givenName),
    .label("金額", .amount),
    .label("数量", .quantity),
    .label("検索", .search),
    .label("ワンタイムパスワード", .oneTimeCode, not: [.password]),
    .label("会社名", .organization),
    .label("生年月日", .birthday),
  ]

  /// Placeholders that show an example value.
  static let placeholders: [PurposeCase] = [
    .placeholder("name@example.com", .email),
    .placeholder("Get notified — your@email.com", .email),
    .placeholder("https://…", .url),
    .placeholder("1234 1234 1234 1234", .cardNumber),
    .placeholder("MM / YY", .cardExpiry),
    .placeholder("+49 30 1234567", .tel),
    .placeholder("2024-01-01", nil),
    .placeholder("@handle", nil),
    .placeholder("DD/MM/YYYY", nil),
    .placeholder("Search anything…", .search),
    .placeholder("e.g. Acme website redesign", nil),
    .placeholder("Project, z. B. Website", nil),
    PurposeCase(
      FieldPurposeInput(type: "email", placeholder: "you@company.com"), .email,
      not: [.organization]),
  ]

  /// Corpus fields that were misread once, kept as regressions.
  static let corpusRegressions: [PurposeCase] = [
    PurposeCase(FieldPurposeInput(type: "text", id: "name", placeholder: "Device Name"), nil),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "name", label: "Company name"),
      .organization, not: [.fullName]),
    PurposeCase(FieldPurposeInput(type: "text", name: "user", label: "Email"), .email),
    PurposeCase(FieldPurposeInput(type: "text", name: "q", placeholder: "Search query"), .search),
    PurposeCase(
      FieldPurposeInput(type: "text", id: "companyIdentifier", placeholder: "Company Identifier"),
      nil),
    PurposeCase(FieldPurposeInput(type: "text", id: "pass17"), nil),
    .name("City_Province", nil, has: [.city, .region]),
    .label("How did you hear about us? Email, phone, other", nil, has: [.email, .tel]),
    .label("Email, phone or username", .username),
    .label("Фамилия Имя Отчество", .fullName, not: [.additionalName]),
    .label("First and last name", .fullName),
    .name("user_login", .username),
    .name("url_slug", nil),
    .name("bank_account_holder", nil),
    .label("Gift card number", nil),
    .name("city_state_zip", nil, has: [.city, .region, .postalCode]),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "name", id: "uname", label: "Choose a username:"),
      .username, not: [.fullName]),
    PurposeCase(
      FieldPurposeInput(type: "text", id: "projectName", placeholder: "e.g. Acme website redesign"),
      nil),
  ]

  /// How autocomplete, type and words combine.
  static let combinations: [PurposeCase] = [
    PurposeCase(FieldPurposeInput(type: "text", autocomplete: "email", name: "contact"), .email),
    PurposeCase(
      FieldPurposeInput(type: "text", autocomplete: "section-a shipping postal-code", name: "x"),
      .postalCode),
    PurposeCase(FieldPurposeInput(type: "email", autocomplete: "username webauthn"), .username),
    PurposeCase(
      FieldPurposeInput(type: "text", autocomplete: "nickname", name: "name"), nil,
      not: [.username]),
    PurposeCase(FieldPurposeInput(type: "text", autocomplete: "off", name: "email"), .email),
    PurposeCase(FieldPurposeInput(type: "text", autocomplete: "phone", name: "phone"), .tel),
    PurposeCase(FieldPurposeInput(type: "text", autocomplete: "work tel-extension"), .tel),
    PurposeCase(FieldPurposeInput(type: "email", name: "login_email"), .email),
    PurposeCase(FieldPurposeInput(type: "email", name: "username"), .email),
    PurposeCase(FieldPurposeInput(type: "search", name: "zip"), .search),
    PurposeCase(FieldPurposeInput(type: "tel", name: "otp"), .oneTimeCode),
    PurposeCase(FieldPurposeInput(type: "tel", name: "zip"), .postalCode),
    PurposeCase(FieldPurposeInput(type: "tel", name: "contact"), .tel),
    PurposeCase(FieldPurposeInput(type: "number", name: "card_number"), .cardNumber),
    PurposeCase(FieldPurposeInput(type: "number", name: "amount"), .amount),
    PurposeCase(FieldPurposeInput(type: "text", name: "name", label: "First name"), .givenName),
    PurposeCase(FieldPurposeInput(type: "text", name: "email", label: "Phone"), .email),
    PurposeCase(FieldPurposeInput(type: "text", name: "field_7", label: "Mobile"), .tel),
    PurposeCase(
      FieldPurposeInput(type: "text", name: "exp", label: "Card expiry", placeholder: "MM"),
      .cardExpiry),
    PurposeCase(
      FieldPurposeInput(element: "select", name: "exp_month", label: "Card expiry"),
      .cardExpiryMonth),
    PurposeCase(FieldPurposeInput(element: "select", name: "country"), .country),
    PurposeCase(FieldPurposeInput(element: "textarea", name: "address"), .streetAddress),
    PurposeCase(FieldPurposeInput(element: "div", label: "Email"), .email),
    PurposeCase(FieldPurposeInput(type: "hidden", autocomplete: "email"), .email),
    PurposeCase(FieldPurposeInput(type: "text", name: "email_or_phone"), .username),
  ]

  @Test(
    "classifies",
    arguments: identifiers + lookAlikes + codes + passwords + languages + placeholders
      + combinations + corpusRegressions)
  func classifies(_ expectation: PurposeCase) {
    let result = FieldPurposeClassifier.classify(expectation.input)
    #expect(result.primary == expectation.primary, "\(result.evidence)")
    for purpose in expectation.required {
      #expect(result.has(purpose), "\(result.evidence)")
    }
    if let excluded = expectation.excluded {
      for purpose in excluded {
        #expect(!result.has(purpose), "\(result.evidence)")
      }
    } else {
      #expect(result.evidence.isEmpty, "\(result.evidence)")
    }
  }

  @Test func countsEnoughCases() {
    let all =
      Self.identifiers + Self.lookAlikes + Self.codes + Self.passwords + Self.languages
      + Self.placeholders + Self.combinations + Self.corpusRegressions
    #expect(all.count >= 150)
  }

  @Test func evidenceIsStrongestFirstWithWordsAsWritten() {
    let result = FieldPurposeClassifier.classify(
      FieldPurposeInput(
        type: "email", autocomplete: "Work EMail", name: "ctl00$txtEmailAddress",
        label: "E-Mail *"))
    #expect(
      result.evidence == [
        PurposeEvidence(purpose: .email, source: .autocomplete, matched: "EMail"),
        PurposeEvidence(purpose: .email, source: .inputType, matched: "email"),
        PurposeEvidence(purpose: .email, source: .name, matched: "EmailAddress"),
        PurposeEvidence(purpose: .email, source: .label, matched: "E-Mail"),
      ])
    #expect(result.evidence(for: .email)?.source == .autocomplete)
    #expect(result.evidence(for: .tel) == nil)
  }

  @Test func cjkEvidenceKeepsTheOriginalCharacters() {
    let result = FieldPurposeClassifier.classify(FieldPurposeInput(label: "请输入ﾒｰﾙ"))
    #expect(result.evidence == [PurposeEvidence(purpose: .email, source: .label, matched: "ﾒｰﾙ")])
  }

  @Test func ambiguousStrongestSourceHasNoPrimary() {
    let result = FieldPurposeClassifier.classify(FieldPurposeInput(label: "City or ZIP"))
    #expect(result.primary == nil)
    #expect(result.has(.city) && result.has(.postalCode))
  }
}
