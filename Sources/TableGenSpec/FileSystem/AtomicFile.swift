#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see either the old content or the complete new
/// content, never a half-written file: the bytes go to a temporary file in the
/// same folder, are flushed to disk, and then renamed over the target.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  public static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Array(text.utf8), to: path)
  }

  public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).tablegen-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    // Keep the target's permissions; a new file gets the usual 0666 less the umask.
    var info = stat()
    let mode: mode_t
    if stat(path, &info) == 0 {
      mode = info.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    fchmod(descriptor, mode)
    var written = 0
    let failure: Int32? = bytes.withUnsafeBufferPointer { buffer in
      while written < buffer.count {
        let count = Glibc_write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return fsync(descriptor) == 0 ? nil : errno
    }
    close(descriptor)
    if let failure { throw WriteError(path: path, reason: String(cString: strerror(failure))) }
    guard rename(temporary, path) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    succeeded = true
  }
}

private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
