import KeyboardTraits

/// Words that are no purpose themselves but change how the purposes of a text are read.
extension PurposeVocabulary {
  /// Words around a whole-only term that do not stop it being the whole text.
  static let fillers = PhraseSet([
    "your", "my", "the", "a", "enter", "please", "optional", "required", "txt", "tb", "tbx",
    "input", "inp", "fld", "ihr", "ihre", "dein", "deine", "bitte", "eingeben", "votre", "ton",
    "entrez", "saisir", "saisissez", "obligatoire", "facultatif", "tu", "su", "ingrese",
    "introduce", "introduzca", "obligatorio", "opcional", "seu", "sua", "digite", "informe",
    "il", "tuo", "tua", "inserisci", "obbligatorio", "facoltativo", "uw", "je", "jouw",
    "vul", "in", "verplicht", "ваш", "ваше", "ваша", "введите", "укажите",
  ])

  /// Words that make "code" a one-time code: how it arrives or what it is for.
  static let oneTimeCodeContext = PhraseSet([
    "otp", "totp", "sms", "text message", "texted", "sent", "2fa", "two factor", "mfa",
    "authenticator", "one time", "verification", "verify", "verifizierung", "vérification",
    "verificación", "verificação", "verifica", "verificatie", "подтверждения", "смс", "短信",
    "手机", "簡訊", "認証", "ショートメッセージ",
  ])

  /// Words that put an expiry date on a payment card.
  static let cardContext = PhraseSet([
    "card", "cc", "credit", "debit", "cvv", "cvc", "payment", "karte", "kreditkarte", "carte",
    "tarjeta", "cartão", "carta", "kaart", "карта", "карты", "卡", "信用卡", "カード",
  ])

  /// Words that make a password field one for a new password (sign-up, change, confirm).
  static let newPasswordWords = PhraseSet([
    "new", "confirm", "confirmation", "repeat", "retype", "re", "reenter", "re enter",
    "again", "verify", "verification", "neu", "neue", "neues", "bestätigen", "bestätigung",
    "wiederholen", "wiederholung", "erneut", "nochmal", "nochmals", "nouveau", "nouvelle",
    "confirmer", "répéter", "nueva", "nuevo", "confirmar", "confirmación", "repetir", "repita",
    "nova", "novo", "confirmação", "conferma", "confermare", "nuova", "ripeti", "ripetere",
    "nieuw", "nieuwe", "bevestig", "bevestigen", "herhaal", "herhalen", "новый", "подтвердите",
    "подтверждение", "повторите", "повтор", "确认", "確認", "再次", "重复", "重複", "新",
    "再入力", "もう一度",
  ])

  /// Words that make a password field one for the password in use (sign-in, change).
  static let currentPasswordWords = PhraseSet([
    "current", "old", "existing", "altes", "aktuelles", "bisheriges", "actuel", "ancien",
    "actual", "anterior", "atual", "antiga", "attuale", "vecchia", "huidig", "huidige", "oud",
    "oude", "текущий", "старый", "当前", "旧", "原", "現在",
  ])

  /// Words that narrow a card expiry to its month.
  static let monthWords = PhraseSet([
    "month", "mm", "monat", "mois", "mes", "mese", "maand", "месяц", "月",
  ])

  /// Words that narrow a card expiry to its year.
  static let yearWords = PhraseSet([
    "year", "yy", "yyyy", "yr", "jahr", "année", "año", "anno", "jaar", "год", "年",
  ])

  /// "Email or phone": the field takes either, so it is neither alone.
  static let alternativeWords = PhraseSet([
    "or", "oder", "ou", "o", "oppure", "или", "或", "或者", "または",
  ])

  /// "City and postal code": one field for two things.
  static let conjunctionWords = PhraseSet(["and", "und", "et", "y", "и", "和", "及"])

  /// Words after which a later purpose qualifies an earlier one ("teléfono de la empresa",
  /// "email of the company"): the first is what the field holds.
  static let prepositions = PhraseSet([
    "of", "de", "del", "della", "dello", "delle", "dell", "di", "do", "da", "dos", "das", "du",
    "des", "van", "der",
  ])
}
