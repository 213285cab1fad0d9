#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to a descriptor, and its size.
enum Terminal {
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = Glibc_write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += count
      }
    }
  }

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

// `write` is shadowed inside the enum by the static method of the same name.
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
