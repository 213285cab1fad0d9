#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal the form is drawn on.
enum Terminal {
  /// The terminal's columns and rows (TIOCGWINSZ), else COLUMNS and LINES, else 80 × 24.
  static func size(of descriptor: Int32) -> (width: Int, height: Int) {
    var size = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    let width = Console.environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    let height = Console.environment("LINES").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    return (width, height)
  }
}
