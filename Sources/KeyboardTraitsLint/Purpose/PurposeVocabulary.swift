import KeyboardTraits

/// The multilingual word table: field words for each purpose.
///
/// Languages: English, German, French, Spanish, Portuguese, Italian, Dutch, Russian, Chinese
/// (simplified and traditional) and Japanese. Entries are written naturally and folded when
/// the table is built, so `téléphone` also matches `telephone` and `TELEPHONE`. A phrase is a
/// sequence of whole words; `e-mail` is the two words `e mail`, which is also how `eMail` and
/// `E_Mail` split. Concatenations that identifiers use without separators (`zipcode`,
/// `firstname`) are listed as words of their own.
///
/// Short or ambiguous words are `whole`: they count only when they are all the text says
/// apart from filler words (`name="q"`, label "Your name"), never inside longer identifiers.
/// Weak words `need` context from the rest of the field. Each such decision has its reason
/// beside it.
enum PurposeVocabulary {
  static let matcher = TermMatcher(terms: terms, fillers: fillers)

  static let terms: [PurposeTerm] = [
    email, tel, postalCode, card, oneTimeCode, pin, username, password, names, address,
    organization, birthday, amount, quantity, url, search, bank, captcha, unrelated, cancellers,
  ].flatMap { $0 }

  private typealias T = PurposeTerm

  private static let email =
    T.list(
      .email, "email", "e-mail", "email address", "emailaddress", "email addr",
      "emailaddr", "email id", "emailid", "useremail", "e-mail address", "mail address",
      "mailaddress", "correo", "correo electrónico", "dirección de correo",
      "dirección de correo electrónico", "courriel", "adresse e-mail", "adresse email",
      "adresse électronique", "adresse mail", "e-mail-adresse", "emailadresse", "mailadresse",
      "posta elettronica", "indirizzo email", "indirizzo e-mail", "indirizzo di posta elettronica",
      "endereço de email", "endereço de e-mail", "endereço eletrónico", "e-mailadres",
      "emailadres", "электронная почта", "электронной почты", "почта", "почты", "эл почта",
      "邮箱", "电子邮件", "电子邮箱", "邮件地址", "郵箱", "電子郵件", "電子信箱", "電郵",
      "メールアドレス", "メール")
    // "mail" alone is also "mail_subject", "mail_body" in contact forms: whole only.
    + T.list(.email, whole: true, "mail")

  private static let tel =
    T.list(
      .tel, "phone", "phones", "phone number", "phonenumber", "phoneno", "telephone",
      "telephonenumber", "telno", "telnumber", "telnr", "mobile", "mobile number", "mobileno",
      "mobilenumber", "mobilephone", "cellphone", "cell phone", "cell number", "msisdn",
      "fax", "telefon", "telefonnummer", "handy", "handynummer", "mobilnummer", "mobiltelefon",
      "rufnummer", "téléphone", "portable", "numéro de téléphone", "teléfono", "celular",
      "móvil", "telefone", "telemóvel", "telefono", "cellulare", "telefoon", "telefoonnummer",
      "mobiel", "mobiele nummer", "телефон", "телефона", "номер телефона", "мобильный",
      "мобильный телефон", "电话", "手机", "手机号", "手机号码", "电话号码", "聯絡電話",
      "電話", "手機", "行動電話", "携帯", "携帯電話", "電話番号", "携帯番号")
    // As a separate word "tel" has no other common meaning in forms ("telescope" is one word).
    + T.list(.tel, "tel")
    // "cell" alone is a table cell in grid editors.
    + T.list(.tel, whole: true, "cell")
    // Parts of a number and its kinds are not a number to dial.
    + T.list(
      .cancels([.tel]), "ext", "extension", "durchwahl", "poste", "extensión", "ramal",
      "interno", "toestel", "добавочный")

  private static let postalCode =
    T.list(
      .postalCode, "zip", "zipcode", "zip code", "postal code", "postalcode", "postcode",
      "post code", "plz", "postleitzahl", "code postal", "código postal", "cep",
      "codice postale", "индекс", "почтовый индекс", "邮编", "邮政编码", "郵遞區號", "郵便番号")
    // "cap" (Italian CAP) is an English word; "cp" too short to use at all.
    + T.list(.postalCode, whole: true, "cap")
    // "PIN code" is a postal code in India and a secret elsewhere: neither.
    + T.list(.unclear, "pincode", "pin code")

  private static let card =
    T.list(
      .cardNumber, "card number", "cardnumber", "card no", "cardno", "card num", "cardnum",
      "cc number", "ccnumber", "cc num", "ccnum", "cc no", "credit card number",
      "creditcardnumber", "debit card number", "kartennummer", "kreditkartennummer",
      "numéro de carte", "número de tarjeta", "número do cartão", "numero della carta",
      "numero carta", "kaartnummer", "номер карты", "卡号", "银行卡号", "信用卡号", "卡號",
      "信用卡號碼", "カード番号", "クレジットカード番号")
    // "credit card" names the card only on its own: "credit_card_name" is the holder.
    + T.list(.cardNumber, whole: true, "credit card", "creditcard")
    + T.list(
      .cardSecurityCode, "cvv", "cvc", "csc", "cvn", "cvv2", "cvc2", "cvv code", "cvc code",
      "security code", "card code", "card security code", "card verification code",
      "card verification value", "sicherheitscode", "prüfnummer", "kartenprüfnummer",
      "cryptogramme", "cryptogramme visuel", "código de seguridad", "código de segurança",
      "codice di sicurezza", "beveiligingscode", "код безопасности", "安全码", "安全碼",
      "セキュリティコード")
    + T.list(
      .cardExpiry, "cc exp", "ccexp", "card exp", "card expiry", "card expiration", "mm yy",
      "mm yyyy", "mm aa", "mm jj", "мм гг")
    // Documents expire too (passport_exp_month): an expiry word is a card's only beside a
    // card word.
    + T.list(
      .cardExpiry, needs: .card, "exp", "expiry", "expiration", "expires", "exp date",
      "expdate", "expiry date", "expirydate", "expiration date", "expirationdate",
      "valid thru", "valid through", "ablaufdatum", "gültig bis", "date d'expiration",
      "fecha de vencimiento", "fecha de caducidad", "vencimiento", "validade",
      "data de validade", "scadenza", "data di scadenza", "vervaldatum", "срок действия",
      "有效期", "有効期限")
    + T.list(.cardExpiryMonth, "cc month", "card month", "cc exp month", "card exp month")
    + T.list(
      .cardExpiryMonth, needs: .card, "exp month", "expmonth", "expiry month",
      "expiration month")
    + T.list(.cardExpiryYear, "cc year", "card year", "cc exp year", "card exp year")
    + T.list(
      .cardExpiryYear, needs: .card, "exp year", "expyear", "expiry year", "expiration year")
    // Date formats, so their "MM/YYYY" tail is no card expiry.
    + T.list(
      .unrelated, "dd mm yyyy", "dd mm yy", "mm dd yyyy", "mm dd yy", "yyyy mm dd", "yyyy mm",
      "jj mm aaaa", "tt mm jjjj", "dd mm aaaa", "gg mm aaaa", "дд мм гггг")
    + T.list(
      .cardholderName, "cardholder", "card holder", "cardholder name", "cardholdername",
      "card holder name", "name on card", "card name", "cc name", "ccname", "karteninhaber",
      "titulaire de la carte", "titular de la tarjeta", "nome no cartão", "titular do cartão",
      "intestatario della carta",
      "kaarthouder", "владелец карты", "имя на карте", "持卡人", "持卡人姓名", "カード名義",
      "カード名義人")

  private static let oneTimeCode =
    T.list(
      .oneTimeCode, "otp", "totp", "hotp", "otp code", "otpcode", "one time code",
      "onetimecode", "one time password", "one time passcode", "one time pin", "2fa",
      "2fa code", "two factor", "two factor code", "mfa", "mfa code", "sms code", "smscode",
      "text code", "verification code", "verificationcode", "verify code", "verifycode",
      "validation code", "auth code", "authentication code", "authenticator code", "login code",
      "bestätigungscode", "verifizierungscode", "einmalcode", "einmalpasswort",
      "code de vérification", "code sms", "código de verificación", "código sms",
      "código de verificação", "codice di verifica", "codice otp", "verificatiecode",
      "код подтверждения", "код из смс", "смс код", "одноразовый код",
      "одноразовый пароль", "短信验证码", "手机验证码", "动态码", "动态密码", "簡訊驗證碼",
      "認証コード", "確認コード", "認証番号", "ワンタイムパスワード")
    // "code", "token" and "passcode" alone are any code (promo, invite, booking): they need
    // OTP words elsewhere in the field or a short numeric shape. Chinese 验证码 is as often
    // the picture CAPTCHA as the SMS code.
    + T.list(
      .oneTimeCode, needs: .oneTimeCode, "code", "código", "codice", "код", "token",
      "passcode", "phone code", "mobile code", "tel code", "email code", "验证码", "驗證碼",
      "コード")
    // "phone code" without that context is as often the dialling code.
    + T.list(.unclear, "phone code", "mobile code", "tel code", "email code")

  private static let pin =
    T.list(
      .pin, "pin number", "pin nummer", "personal identification number", "code pin",
      "code secret", "geheimzahl", "пин код", "暗証番号", "pin码", "pin碼")
    // "pin" alone is a map pin or a "pinned" flag inside longer identifiers.
    + T.list(.pin, whole: true, "pin", "пин")

  private static let username =
    T.list(
      .username, "username", "user name", "userid", "user id", "loginname", "login name",
      "loginid", "login id", "screen name", "benutzername", "benutzerkennung", "anmeldename",
      "nom d'utilisateur", "nombre de usuario", "nome de usuário", "nome utente",
      "gebruikersnaam", "логин", "имя пользователя", "用户名", "用戶名", "使用者名稱",
      "登录名", "账号", "帳號", "賬號", "ユーザー名", "ユーザ名", "ユーザーid", "ログインid",
      "user login")
    // Generic words for a user: only the whole identifier or label ("login_button" is not).
    + T.list(
      .username, whole: true, "user", "login", "uname", "benutzer", "utilisateur",
      "identifiant", "usuario", "utilizador", "utente", "gebruiker", "пользователь")

  private static let password =
    T.list(
      .password, "password", "passwd", "pwd", "passphrase", "userpassword", "user pass", "passwort",
      "kennwort", "mot de passe", "contraseña", "senha", "wachtwoord", "пароль", "密码",
      "密碼", "パスワード")
    // "mdp" and "clave" are short words with other uses. "pass" is left out: it is a ticket,
    // a test result ("pass17"), and real password fields named so are type=password anyway.
    + T.list(.password, whole: true, "mdp", "clave")
    + T.list(
      .newPassword, "newpassword", "new password", "confirmpassword", "confirm password",
      "repassword", "password confirmation", "password again", "retype password",
      "repeat password")
    + T.list(.currentPassword, "oldpassword", "currentpassword", "current password")
    // Resetting a password is about it, not the password itself ("forgot_password" is
    // usually the email to send the link to).
    + T.list(
      .cancels([.password, .newPassword, .currentPassword]), "forgot", "forgotten", "reset",
      "lost", "recover", "recovery", "vergessen", "oublié", "olvidada", "olvidé", "esqueceu",
      "dimenticata", "vergeten", "забыли")

  private static let names =
    T.list(
      .givenName, "first name", "firstname", "fname", "given name", "givenname", "forename",
      "name first", "vorname", "prénom", "primeiro nome", "nome próprio", "voornaam", "имя")
    + T.list(
      .familyName, "last name", "lastname", "lname", "surname", "family name", "familyname",
      "name last", "nachname", "familienname", "nom de famille", "apellido", "apellidos",
      "sobrenome", "apelido", "cognome", "achternaam", "фамилия", "姓氏", "苗字")
    + T.list(
      .additionalName, "middle name", "middlename", "middle initial", "name middle",
      "additional name", "zweiter vorname", "deuxième prénom", "segundo nombre",
      "nome do meio", "secondo nome", "отчество")
    + T.list(
      .fullName, "full name", "fullname", "first and last name", "vor und nachname",
      "nom et prénom", "prénom et nom", "nombre y apellidos", "nome e sobrenome",
      "nome e cognome", "voor en achternaam", "contact name", "customer name", "billing name",
      "shipping name", "recipient name", "your name", "vollständiger name", "nom complet",
      "nombre completo", "nome completo", "volledige naam", "фио", "полное имя", "姓名",
      "全名", "氏名", "お名前", "名前")
    // "name" alone, in every language, is the person's name; "product_name" or
    // "file_name" are not. French "nom" beside "prénom" is the surname, but on its own the
    // full name: we treat it like "name" and let "nom de famille" say surname.
    + T.list(.fullName, whole: true, "name", "nom", "nombre", "nome", "naam")
    // A single 姓 or 名 is a Japanese/Chinese family or given name only as the whole label.
    + T.list(.familyName, whole: true, "姓")
    + T.list(.givenName, whole: true, "名")
    // Parts of a name that are not one of the purposes.
    + T.list(
      .unrelated, "nickname", "nick name", "display name", "name prefix", "name suffix",
      "maiden name", "file name", "filename", "device name", "product name",
      // The name of a thing the form edits, not of a person.
      "image name", "page name", "book name", "project name", "team name", "group name",
      "role name", "tag name", "category name", "template name")

  private static let address =
    T.list(
      .streetAddress, "address", "addr", "street", "street address", "streetaddress",
      "address line", "postal address", "mailing address", "apartment", "apt",
      "adresse", "straße", "anschrift", "dirección", "calle", "endereço", "morada", "rua",
      "indirizzo", "adres", "straat", "straatnaam", "адрес", "улица", "地址", "详细地址",
      "住所", "番地")
    + T.list(
      .city, "city", "town", "suburb", "locality", "stadt", "ort", "wohnort", "ville",
      "ciudad", "localidad", "cidade", "localidade", "città", "comune", "plaats", "woonplaats",
      "город", "населенный пункт", "城市", "市区町村", "区市町村")
    + T.list(.city, whole: true, "市")
    + T.list(
      .region, "state", "province", "region", "county", "prefecture", "state code",
      "bundesland", "département", "provincia", "estado", "regione", "provincie", "область",
      "регион", "省份", "都道府県")
    + T.list(.region, whole: true, "省", "州")
    + T.list(
      .country, "country", "country name", "pays", "país", "paese", "nazione", "страна",
      "国家", "國家")
    // German "Land" is also English "land" (plot of land, landline).
    + T.list(.country, whole: true, "land", "国")
    + T.list(
      .unrelated, "ip address", "ip", "mac address", "wallet address", "web3 address",
      "street number", "house number", "hausnummer", "numéro de rue", "número de casa",
      "huisnummer", "estado civil", "country code", "area code", "dial code", "calling code",
      "code pays", "código do país", "código de país", "prefisso", "код страны")

  private static let organization =
    T.list(
      .organization, "company", "company name", "organization", "organisation", "employer",
      "business name",
      "firma", "firmenname", "unternehmen", "entreprise", "société", "raison sociale",
      "empresa", "azienda", "società", "ragione sociale", "bedrijf", "bedrijfsnaam",
      "организация", "компания", "公司", "公司名称", "单位", "公司名稱", "会社名", "会社",
      "勤務先")
    // A company's number, id or logo is not its name.
    + T.list(
      .cancels([.organization]), "id", "identifier", "number", "no", "nr", "size", "logo",
      "registration")

  private static let birthday =
    T.list(
      .birthday, "birthday", "birth date", "birthdate", "date of birth", "dateofbirth", "dob",
      "bday", "geburtsdatum", "geburtstag", "date de naissance", "fecha de nacimiento",
      "data de nascimento", "data di nascita", "geboortedatum", "дата рождения", "生日",
      "出生日期", "生年月日", "誕生日")

  private static let amount =
    T.list(
      .amount, "amount", "amt", "price", "total", "sum", "cost", "transaction amount",
      "betrag", "summe", "montant", "prix", "importe", "monto", "valor", "importo", "prezzo",
      "bedrag", "сумма", "стоимость", "金额", "金額", "价格", "價格", "価格")

  private static let quantity =
    T.list(
      .quantity, "qty", "quantity", "menge", "anzahl", "quantité", "cantidad", "quantidade",
      "quantità", "aantal", "количество", "кол-во", "数量", "數量", "個数")
    // A count or a bare number, which type=tel is often borrowed for to get the digit pad (axe's
    // "Numeric Input Field"); whole, since "count" inside identifiers is a property
    // ("email_count") and a "number field" inside a longer label may be a phone's.
    + T.list(
      .quantity, whole: true, "count", "numeric", "numeric field", "numeric input field",
      "number field", "number input")
    + T.list(.quantity, "number of", "how many")

  private static let url =
    T.list(
      .url, "url", "uri", "website", "web site", "homepage", "home page", "web address",
      "website address", "weburl", "siteurl", "webseite", "internetseite", "site web",
      "site internet", "sitio web", "página web", "sito web", "sito internet", "сайт",
      "веб-сайт", "网址", "网站", "主页", "網址", "網站", "ホームページ", "ウェブサイト")
    // A slug is one part of a path, not a web address.
    + T.list(.cancels([.url]), "slug")
    // "link", "web" and "site" alone are common, but inside identifiers they are often a
    // flag, a display choice or an id ("link_text", "web_view", "site_id").
    + T.list(.url, whole: true, "link", "web", "site")

  private static let search =
    T.list(
      .search, "search", "searchbox", "searchinput", "searchquery", "searchterm", "searchtext",
      "searchfield", "searchbar", "searchstring", "sitesearch", "query", "keyword", "keywords",
      "suche", "suchen", "suchbegriff", "recherche", "rechercher", "buscar", "búsqueda",
      "pesquisa", "pesquisar", "cerca", "ricerca", "zoeken", "zoek", "поиск", "найти",
      "искать", "搜索", "搜尋", "検索")
    // "q" (most sites) and "s" (WordPress) are search boxes only as the whole name.
    + T.list(.search, whole: true, "q", "s")

  private static let bank =
    T.list(.iban, "iban", "iban number", "iban nummer")
    + T.list(
      .accountNumber, "account number", "accountnumber", "account no", "account num",
      "acct no", "acct num", "acctnum", "bank account", "bank account number", "kontonummer",
      "numéro de compte", "número de cuenta", "número da conta", "numero di conto",
      "rekeningnummer", "номер счета", "расчетный счет", "银行账号", "銀行帳號", "口座番号")
    + T.list(
      .unrelated, "routing number", "sort code", "bic", "swift", "swift code", "bank code",
      "blz", "bankleitzahl", "account holder", "bank account holder", "account name",
      "account owner", "kontoinhaber", "titulaire du compte", "titular de la cuenta",
      "titular da conta", "intestatario del conto", "rekeninghouder")

  private static let captcha =
    T.list(
      .captcha, "captcha", "recaptcha", "hcaptcha", "captcha code", "security check", "капча",
      "图形验证码", "图片验证码", "圖形驗證碼", "画像認証")

  /// Codes and phrases that are not one of the purposes, so their words match nothing else.
  private static let unrelated =
    // A list of addresses is other people's ("Team member emails", "Invite by email (one per
    // line)"): the user's own address must not be filled into it.
    T.list(.unrelated, "emails", "e-mails", "email addresses", "email list", "recipients")
    // A style guide's field states ("Valid state" in gentelella form_validation.html) are no
    // region.
    + T.list(
      .unrelated, "valid state", "invalid state", "default state", "disabled state",
      "readonly state", "read only state", "focus state", "focused state", "error state",
      "success state", "warning state", "loading state", "hover state", "active state",
      "empty state")
    // What a user types in general is no account name (MDN's `<textarea id="user-input">`
    // scratch pad in the web-workers example).
    + T.list(
      .unrelated, "user input", "user text", "user content", "user message", "user comment",
      "user notes", "user data", "user agent")
    + T.list(
      .unrelated, "promo", "promo code", "promocode", "promotion code", "promotional code",
      "coupon", "coupon code", "discount code", "voucher", "voucher code", "gift card",
      "gift code", "giftcard", "referral code", "invite code", "invitation code", "tax code",
      "product code", "item code", "source code", "color code", "colour code", "qr code",
      "language code", "currency code", "course code", "class code", "group code",
      "tracking code", "event code", "code promo", "code de réduction", "code réduction",
      "código promocional", "código de descuento", "código de cupón", "cupón", "código do cupom",
      "cupom", "codice sconto", "codice promozionale", "codice coupon", "codice fiscale",
      "kortingscode", "промокод", "код купона", "优惠码", "優惠碼", "クーポンコード")

  /// Words that say a field is about the data, not the data itself.
  private static let cancellers =
    T.list(
      .cancels(nil), "verified", "confirmed", "enabled", "disabled", "opt in", "optin",
      "opt out", "optout", "opted", "consent", "notify", "notification", "notifications",
      "remember", "agree", "terms", "zustimmung", "einwilligung", "consentement",
      "consentimiento", "consentimento", "consenso", "toestemming", "согласие")
    // In labels these are ordinary prose ("Type your email"); in identifiers they name a
    // property of the field ("email_type", "password_hint", "username_length_hint").
    + T.list(
      .cancelsInIdentifier, "hint", "hints", "help", "tip", "tooltip", "label", "placeholder",
      "error", "errors", "msg", "format", "mask", "length", "strength", "type", "status",
      "provider", "template", "flag", "toggle", "show", "hide", "display", "visible",
      "visibility", "icon", "img", "btn", "button", "checkbox", "radio", "count", "domain",
      "prefix", "suffix", "policy", "mode", "method", "preference", "preferences", "pref",
      "prefs", "settings", "is", "has")
}
