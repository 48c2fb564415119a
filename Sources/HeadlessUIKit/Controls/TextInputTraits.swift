// The text-input settings of fields and text views (UIKit's `UITextInputTraits`), with UIKit's raw values.
// Nothing is typed here, so they are stored only.

public enum KeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum ReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall,
    `continue`
}

public enum TextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum TextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

public enum TextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// What a field's text means, for autofill (UIKit's `UITextContentType`).
public struct TextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let username = TextContentType(rawValue: "username")
  public static let password = TextContentType(rawValue: "password")
  public static let newPassword = TextContentType(rawValue: "new-password")
  public static let emailAddress = TextContentType(rawValue: "email")
  public static let name = TextContentType(rawValue: "name")
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
}

/// What a text view turns into links (UIKit's `UIDataDetectorTypes`), with UIKit's raw values; nothing is detected
/// here.
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
  public static let link = DataDetectorTypes(rawValue: 1 << 1)
  public static let address = DataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
  public static let money = DataDetectorTypes(rawValue: 1 << 7)
  public static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)
  public static let all = DataDetectorTypes(rawValue: UInt.max)
}

/// The keyboard and text behaviours of an object that takes text (UIKit's `UITextInputTraits`).
///
/// UIKit declares every requirement optional; here each has a default (UIKit's) that a conforming class's own
/// property replaces, so text fields and text views answer with what was set on them, and a class that takes text
/// without declaring them (a custom `UIKeyInput` view) answers with the defaults.
public protocol TextInputTraits: AnyObject {
  var autocapitalizationType: TextAutocapitalizationType { get set }
  var autocorrectionType: TextAutocorrectionType { get set }
  var spellCheckingType: TextSpellCheckingType { get set }
  var smartQuotesType: TextSmartQuotesType { get set }
  var smartDashesType: TextSmartDashesType { get set }
  var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
  var inlinePredictionType: TextInlinePredictionType { get set }
  var keyboardType: KeyboardType { get set }
  var keyboardAppearance: KeyboardAppearance { get set }
  var returnKeyType: ReturnKeyType { get set }
  var enablesReturnKeyAutomatically: Bool { get set }
  var isSecureTextEntry: Bool { get set }
  var textContentType: TextContentType! { get set }
  var passwordRules: TextInputPasswordRules? { get set }
}

extension TextInputTraits {
  public var autocapitalizationType: TextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: TextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: TextSpellCheckingType {
    get { .default }
    set {}
  }
  public var smartQuotesType: TextSmartQuotesType {
    get { .default }
    set {}
  }
  public var smartDashesType: TextSmartDashesType {
    get { .default }
    set {}
  }
  public var smartInsertDeleteType: TextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  public var inlinePredictionType: TextInlinePredictionType {
    get { .default }
    set {}
  }
  public var keyboardType: KeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: KeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: ReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: TextContentType! {
    get { nil }
    set {}
  }
  public var passwordRules: TextInputPasswordRules? {
    get { nil }
    set {}
  }
}

public typealias UITextInputTraits = TextInputTraits
