/// The sizes `tablegen fill` takes from a person or a pipe, beside the 16 MiB a
/// spec or answers file may have (`LoadOptions`). Input past them is refused
/// with a message, so memory never grows with what is typed, piped or pasted.
public enum FillLimits {
  /// The most UTF-8 bytes of one answer: a line in line mode, the text of an
  /// input or a text view on a terminal, and one paste. 1 MiB (1,048,576 bytes).
  public static let textBytes = 1 << 20
  /// The most characters of a picker's filter and of a number typed at a slider.
  public static let filterCharacters = 1_000
}
