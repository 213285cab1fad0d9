/// A code point's hexadecimal digits, at least four, upper case: `0009`,
/// `1F600`; what `U+…` and a `\u…` escape write.
package func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
