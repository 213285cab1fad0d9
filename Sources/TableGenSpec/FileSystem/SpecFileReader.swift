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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(unreadable(path, errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(unreadable(path, errno)) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(unreadable(path, EISDIR)) }
    if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > options.maxFileSize {
      return .failure(tooLarge(path, size: Int(info.st_size), options: options))
    }
    return readAll(descriptor, path: path, options: options, sizeHint: Int(info.st_size)).map { SourceFile(path: path, bytes: $0) }
  }

  /// The bytes of the file at `path`, nil when there is no such file (one that
  /// `render --inject` may create), or a diagnostic saying why it cannot be read.
  public static func readIfExists(path: String, options: LoadOptions = .default) -> Result<[UInt8]?, Diagnostic> {
    var info = stat()
    if stat(path, &info) != 0, errno == ENOENT { return .success(nil) }
    return read(path: path, options: options).map { Optional($0.bytes) }
  }

  /// Standard input, reported under `name` (for example `--stdin-filename`).
  public static func readStandardInput(name: String, options: LoadOptions = .default) -> Result<SourceFile, Diagnostic> {
    readAll(STDIN_FILENO, path: name, options: options).map { SourceFile(path: name, bytes: $0) }
  }

  private static func readAll(
    _ descriptor: Int32, path: String, options: LoadOptions, sizeHint: Int = 0
  ) -> Result<[UInt8], Diagnostic> {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sizeHint + 1)
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      // `chunk` is a fixed 64 KiB allocation, never empty, so its base address exists.
      let count = Glibc_read(descriptor, chunk.baseAddress!, chunk.count)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(unreadable(path, errno))
      }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
      // Stop reading a stream (stdin, a pipe) as soon as it passes the limit.
      if bytes.count > options.maxFileSize {
        return .failure(tooLarge(path, size: bytes.count, options: options, atLeast: true))
      }
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
