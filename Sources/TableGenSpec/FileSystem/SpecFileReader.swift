#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads spec files and standard input with a size limit, so that a huge file
/// is refused after one `fstat`, not after reading it into memory.
public enum SpecFileReader {
  /// The file at `path`, or a diagnostic saying why it cannot be read.
  public static func read(path: String, options: LoadOptions = .default) -> Result<SourceFile, Diagnostic> {
    read(path: SpecPath(path), options: options)
  }

  /// Reads the file at `path` into `buffer`, replacing what it held, or returns a
  /// diagnostic saying why it cannot be read. The bytes go straight from the
  /// file into the buffer's storage, which is kept and reused when nothing else
  /// holds it, so that reading many files allocates once per thread, not per file.
  public static func read(path: String, into buffer: inout [UInt8], options: LoadOptions = .default) -> Diagnostic? {
    read(path: SpecPath(path), into: &buffer, options: options)
  }

  /// The file at `path`, opened by its bytes (which need not be UTF-8) and
  /// reported under its description, or a diagnostic saying why it cannot be read.
  public static func read(path specPath: SpecPath, options: LoadOptions = .default) -> Result<SourceFile, Diagnostic> {
    var bytes: [UInt8] = []
    if let problem = read(path: specPath, into: &bytes, options: options) { return .failure(problem) }
    return .success(SourceFile(path: specPath.description, bytes: bytes))
  }

  /// ``read(path:into:options:)`` for a path given by its bytes.
  public static func read(path specPath: SpecPath, into buffer: inout [UInt8], options: LoadOptions = .default)
    -> Diagnostic?
  {
    let path = specPath.description
    let descriptor = specPath.withCString { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return unreadable(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return unreadable(path, errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return unreadable(path, EISDIR) }
    let isRegular = (info.st_mode & S_IFMT) == S_IFREG
    if isRegular, Int(info.st_size) > options.maxFileSize {
      return tooLarge(path, size: Int(info.st_size), options: options)
    }
    // One byte more than the size, so that a file that grew since `fstat` is noticed.
    let sizeHint = isRegular ? Int(info.st_size) + 1 : 0
    return readAll(descriptor, path: path, into: &buffer, options: options, sizeHint: sizeHint)
  }

  /// The bytes of the file at `path`, nil when there is no such file (one that
  /// `render --inject` may create), or a diagnostic saying why it cannot be read.
  public static func readIfExists(path: String, options: LoadOptions = .default) -> Result<[UInt8]?, Diagnostic> {
    var info = stat()
    if stat(path, &info) != 0, errno == ENOENT { return .success(nil) }
    return read(path: path, options: options).map { Optional($0.bytes) }
  }

  /// Standard input, reported under `name` (for example `--stdin-filename`).
  public static func readStandardInput(name: String, options: LoadOptions = .default) -> Result<SourceFile, Diagnostic>
  {
    var bytes: [UInt8] = []
    if let problem = readAll(STDIN_FILENO, path: name, into: &bytes, options: options) { return .failure(problem) }
    return .success(SourceFile(path: name, bytes: bytes))
  }

  /// Reads until the end of `descriptor` straight into `buffer`'s storage, which
  /// is kept when nothing else holds it; what the buffer held before is replaced.
  static func readAll(
    _ descriptor: Int32, path: String, into buffer: inout [UInt8], options: LoadOptions, sizeHint: Int = 0
  ) -> Diagnostic? {
    buffer.removeAll(keepingCapacity: true)
    // Room for the whole file and the read that confirms its end, so that the
    // buffer is not grown (and copied, at twice the size) for that last read.
    if sizeHint > 0 { buffer.reserveCapacity(sizeHint + 4096) }
    var room = sizeHint > 0 ? sizeHint : 1 << 16
    while true {
      let used = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: room))
      let (count, error) = buffer.withUnsafeMutableBytes { bytes in
        // The buffer has just grown by `room` > 0 bytes, so its base address exists.
        let count = Glibc_read(descriptor, bytes.baseAddress! + used, room)
        return (count, errno)
      }
      buffer.removeSubrange((used + max(count, 0))...)
      if count < 0 {
        if error == EINTR { continue }
        return unreadable(path, error)
      }
      if count == 0 { return nil }
      // Stop reading a stream (stdin, a pipe), or a file that grew, as soon as it passes the limit.
      if buffer.count > options.maxFileSize {
        return tooLarge(path, size: buffer.count, options: options, atLeast: true)
      }
      // Once a file's whole size has come, a small read confirms its end;
      // a stream goes on in 64 KiB steps.
      room = sizeHint > 0 && buffer.count + 1 >= sizeHint ? 4096 : 1 << 16
    }
  }

  private static func unreadable(_ path: String, _ code: Int32) -> Diagnostic {
    let reason: String
    switch code {
    case ENOENT: reason = "no such file"
    case EACCES: reason = "permission denied"
    case EISDIR: reason = "it is a folder"
    default: reason = String(cString: strerror(code))
    }
    return Diagnostic(.unreadableFile, "cannot read '\(path)': \(reason)", at: nil, file: path)
  }

  private static func tooLarge(_ path: String, size: Int, options: LoadOptions, atLeast: Bool = false) -> Diagnostic {
    Diagnostic(
      .fileTooLarge,
      "the file is \(atLeast ? "more than " : "")\(size) bytes, more than the limit of \(options.maxFileSize) bytes",
      at: SourceRange(at: .start), file: path)
  }

  /// Whether a regular file (or a link to one) exists at `path`.
  public static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}

// `read` is shadowed inside the enum by the static method of the same name.
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
