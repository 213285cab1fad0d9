/// The text content types UIKit knows (`UITextContentType`, iOS 18), by their
/// Swift names: what an input's `contentType:` names for autofill
/// (`username`, `emailAddress`, `oneTimeCode`…). A Settings bundle's
/// `IASKTextContentType` takes the same names.
package enum TextContentType {
  package static let names: [String] = [
    "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
    "jobTitle", "organizationName",
    "location", "fullStreetAddress", "streetAddressLine1", "streetAddressLine2", "addressCity", "addressState",
    "addressCityAndState", "sublocality", "countryName", "postalCode",
    "telephoneNumber", "emailAddress", "URL",
    "creditCardNumber", "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
    "creditCardSecurityCode", "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear",
    "creditCardType",
    "username", "password", "newPassword", "oneTimeCode",
    "shipmentTrackingNumber", "flightNumber", "dateTime",
    "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
    "cellularEID", "cellularIMEI",
  ]

  private static let known = Set(names)

  /// Whether `name` is one of UIKit's content types, spelt as Swift spells it.
  package static func isKnown(_ name: String) -> Bool { known.contains(name) }
}
