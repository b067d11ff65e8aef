// Conversions from the predicted traits to UIKit's types, so an app can give a native text
// field the keyboard iOS Safari would show. watchOS has UIKit but no UITextInputTraits, so it
// is left out.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension IOSKeyboardType {
    /// The `UIKeyboardType` with the same name.
    public var uiKeyboardType: UIKeyboardType {
      switch self {
      case .default: return .default
      case .numbersAndPunctuation: return .numbersAndPunctuation
      case .URL: return .URL
      case .numberPad: return .numberPad
      case .phonePad: return .phonePad
      case .emailAddress: return .emailAddress
      case .decimalPad: return .decimalPad
      case .webSearch: return .webSearch
      }
    }
  }

  extension IOSReturnKeyType {
    /// The `UIReturnKeyType` with the same name.
    public var uiReturnKeyType: UIReturnKeyType {
      switch self {
      case .default: return .default
      case .go: return .go
      case .next: return .next
      case .search: return .search
      case .send: return .send
      case .done: return .done
      }
    }
  }

  extension IOSAutocapitalizationType {
    /// The `UITextAutocapitalizationType` with the same name.
    public var uiAutocapitalizationType: UITextAutocapitalizationType {
      switch self {
      case .none: return .none
      case .words: return .words
      case .sentences: return .sentences
      case .allCharacters: return .allCharacters
      }
    }
  }

  extension IOSTraitState {
    /// The state as a `UITextAutocorrectionType`.
    public var uiTextAutocorrectionType: UITextAutocorrectionType {
      switch self {
      case .default: return .default
      case .no: return .no
      case .yes: return .yes
      }
    }

    /// The state as a `UITextSpellCheckingType`.
    public var uiTextSpellCheckingType: UITextSpellCheckingType {
      switch self {
      case .default: return .default
      case .no: return .no
      case .yes: return .yes
      }
    }

    /// The state as a `UITextSmartQuotesType`.
    public var uiTextSmartQuotesType: UITextSmartQuotesType {
      switch self {
      case .default: return .default
      case .no: return .no
      case .yes: return .yes
      }
    }

    /// The state as a `UITextSmartDashesType`.
    public var uiTextSmartDashesType: UITextSmartDashesType {
      switch self {
      case .default: return .default
      case .no: return .no
      case .yes: return .yes
      }
    }

    /// The state as a `UITextInlinePredictionType` (new in iOS 17).
    @available(iOS 17.0, tvOS 17.0, *)
    public var uiTextInlinePredictionType: UITextInlinePredictionType {
      switch self {
      case .default: return .default
      case .no: return .no
      case .yes: return .yes
      }
    }
  }

  extension IOSTextContentType {
    /// The `UITextContentType` constant with the same name.
    public var uiTextContentType: UITextContentType {
      switch self {
      case .name: return .name
      case .namePrefix: return .namePrefix
      case .givenName: return .givenName
      case .middleName: return .middleName
      case .familyName: return .familyName
      case .nameSuffix: return .nameSuffix
      case .nickname: return .nickname
      case .jobTitle: return .jobTitle
      case .organizationName: return .organizationName
      case .fullStreetAddress: return .fullStreetAddress
      case .streetAddressLine1: return .streetAddressLine1
      case .streetAddressLine2: return .streetAddressLine2
      case .sublocality: return .sublocality
      case .addressCity: return .addressCity
      case .addressState: return .addressState
      case .countryName: return .countryName
      case .postalCode: return .postalCode
      case .telephoneNumber: return .telephoneNumber
      case .emailAddress: return .emailAddress
      case .URL: return .URL
      case .username: return .username
      case .oneTimeCode: return .oneTimeCode
      }
    }
  }

  extension IOSTraits {
    /// `keyboardType` as a `UIKeyboardType`.
    public var uiKeyboardType: UIKeyboardType { keyboardType.uiKeyboardType }

    /// `returnKeyType` as a `UIReturnKeyType`.
    public var uiReturnKeyType: UIReturnKeyType { returnKeyType.uiReturnKeyType }

    /// `autocapitalizationType` as a `UITextAutocapitalizationType`.
    public var uiAutocapitalizationType: UITextAutocapitalizationType {
      autocapitalizationType.uiAutocapitalizationType
    }

    /// `autocorrectionType` as a `UITextAutocorrectionType`.
    public var uiTextAutocorrectionType: UITextAutocorrectionType {
      autocorrectionType.uiTextAutocorrectionType
    }

    /// `spellCheckingType` as a `UITextSpellCheckingType`.
    public var uiTextSpellCheckingType: UITextSpellCheckingType {
      spellCheckingType.uiTextSpellCheckingType
    }

    /// `smartQuotesType` as a `UITextSmartQuotesType`.
    public var uiTextSmartQuotesType: UITextSmartQuotesType {
      smartQuotesType.uiTextSmartQuotesType
    }

    /// `smartDashesType` as a `UITextSmartDashesType`.
    public var uiTextSmartDashesType: UITextSmartDashesType {
      smartDashesType.uiTextSmartDashesType
    }

    /// `textContentType` as a `UITextContentType`, or nil when WebKit sets none.
    public var uiTextContentType: UITextContentType? { textContentType?.uiTextContentType }

    /// `inlinePredictionType` as a `UITextInlinePredictionType`.
    @available(iOS 17.0, tvOS 17.0, *)
    public var uiTextInlinePredictionType: UITextInlinePredictionType {
      inlinePredictionType.uiTextInlinePredictionType
    }

    /// Gives `textField` the public traits WebKit sets (R3–R10). `keyboardAppearance` and
    /// `enablesReturnKeyAutomatically` are left alone, as WebKit never sets them (R10);
    /// `isSingleLineDocument` and `shortcutConversionType` are not public UIKit API.
    @MainActor
    public func apply(to textField: UITextField) {
      textField.keyboardType = uiKeyboardType
      textField.returnKeyType = uiReturnKeyType
      textField.autocapitalizationType = uiAutocapitalizationType
      textField.autocorrectionType = uiTextAutocorrectionType
      textField.spellCheckingType = uiTextSpellCheckingType
      textField.smartQuotesType = uiTextSmartQuotesType
      textField.smartDashesType = uiTextSmartDashesType
      textField.isSecureTextEntry = secureTextEntry
      textField.textContentType = uiTextContentType
      if #available(iOS 17.0, tvOS 17.0, *) {
        textField.inlinePredictionType = uiTextInlinePredictionType
      }
    }

    /// Gives `textView` the public traits WebKit sets (R3–R10), as `apply(to:)` does for a
    /// text field.
    @MainActor
    public func apply(to textView: UITextView) {
      textView.keyboardType = uiKeyboardType
      textView.returnKeyType = uiReturnKeyType
      textView.autocapitalizationType = uiAutocapitalizationType
      textView.autocorrectionType = uiTextAutocorrectionType
      textView.spellCheckingType = uiTextSpellCheckingType
      textView.smartQuotesType = uiTextSmartQuotesType
      textView.smartDashesType = uiTextSmartDashesType
      textView.isSecureTextEntry = secureTextEntry
      textView.textContentType = uiTextContentType
      if #available(iOS 17.0, tvOS 17.0, *) {
        textView.inlinePredictionType = uiTextInlinePredictionType
      }
    }
  }
#endif
