#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that readers see either the old content or the complete new
/// content, never a half-written file: the bytes go to a temporary file in the
/// target's folder, are flushed to disk, and then renamed over the target.
///
/// The temporary file has no name while it is written where the system allows
/// (Linux `O_TMPFILE`): a process killed meanwhile, even by SIGKILL, leaves
/// nothing behind. It gets a short name (`.tg-XXXXXX`, so that any target
/// name that fits fits beside it) only to be renamed, with the terminating
/// signals held (``HeldSignals``), which is also how the named fallback is
/// written. A replaced file keeps its owner, group and mode.
///
/// ``write(_:to:inputs:)`` first asks ``OutputTarget`` where the path leads;
/// that is the one way the command line writes a file.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path as the user gave it.
    public var path: String
    public var reason: String
    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// Writes `text` where `path` leads, as ``OutputTarget`` decides.
  public static func write(_ text: String, to path: String, inputs: Set<FileIdentity> = []) throws(WriteError) {
    try write(Array(text.utf8), to: path, inputs: inputs)
  }

  /// Writes `bytes` where `path` leads, as ``OutputTarget`` decides; `inputs`
  /// are the files being read, which must not be written.
  public static func write(_ bytes: [UInt8], to path: String, inputs: Set<FileIdentity> = []) throws(WriteError) {
    try OutputTarget.resolve(path, inputs: inputs).get().write(bytes)
  }

  /// The name of a temporary file: short, hidden, and the same for every target.
  static let temporaryPrefix = ".tg-"

  /// Whether to write an unnamed temporary file where the system allows; tests
  /// turn it off to run the named fallback that other file systems get.
  nonisolated(unsafe) static var prefersUnnamedFiles = true

  /// Replaces (or makes) the regular file `target` with `bytes`, keeping what
  /// `existing` says of the file it replaces. Errors name `path`.
  static func replace(
    _ target: String, existing: OutputTarget.ExistingFile?, with bytes: [UInt8], reportedAs path: String
  ) throws(WriteError) {
    let folder = OutputTarget.folder(of: target)
    #if os(Linux)
      if prefersUnnamedFiles,
        try replaceThroughUnnamedFile(target, in: folder, existing: existing, with: bytes, reportedAs: path)
      {
        return
      }
    #endif
    // A named temporary file, with the terminating signals held from its
    // creation to its rename (or removal).
    let held = HeldSignals.hold()
    defer { held.release() }
    var template = Array((folder + "/" + temporaryPrefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw folderFailure(errno, folder: folder, path: path) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(WriteError) {
      try fill(descriptor, with: bytes, keeping: existing, reportedAs: path)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)
    try commit(temporary, to: target, folder: folder, reportedAs: path)
  }

  #if os(Linux)
    /// `O_TMPFILE`: a file in the folder with no name (the C macro is not imported).
    private static let openUnnamed: Int32 = 0o20000000 | O_DIRECTORY

    /// Writes an unnamed file in `folder`, then names it and renames it over
    /// `target` with the terminating signals held. False when the file system
    /// has no unnamed files, or /proc is not there to name one through: the
    /// caller then writes a named file.
    private static func replaceThroughUnnamedFile(
      _ target: String, in folder: String, existing: OutputTarget.ExistingFile?, with bytes: [UInt8],
      reportedAs path: String
    ) throws(WriteError) -> Bool {
      let descriptor = open(folder, openUnnamed | O_WRONLY | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        if [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { return false }
        throw folderFailure(errno, folder: folder, path: path)
      }
      do throws(WriteError) {
        try fill(descriptor, with: bytes, keeping: existing, reportedAs: path)
      } catch {
        close(descriptor)
        throw error
      }
      let held = HeldSignals.hold()
      defer { held.release() }
      let temporary = name(descriptor, in: folder)
      close(descriptor)
      guard let temporary else { return false }
      try commit(temporary, to: target, folder: folder, reportedAs: path)
      return true
    }

    /// Links the unnamed file into `folder` under a fresh short name, or nil
    /// when it cannot be (no /proc mounted).
    private static func name(_ descriptor: Int32, in folder: String) -> String? {
      let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<100 {
        let suffix = String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
        let temporary = folder + "/" + temporaryPrefix + suffix
        if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 {
          return temporary
        }
        if errno != EEXIST { return nil }
      }
      return nil
    }
  #endif

  /// The folder, not the file, refuses: say so, and which.
  private static func folderFailure(_ error: Int32, folder: String, path: String) -> WriteError {
    let reason = String(cString: strerror(error))
    return WriteError(path: path, reason: "cannot create a file in the folder '\(folder)': \(reason)")
  }

  /// Gives the temporary file the target's owner, group and mode (a new file:
  /// 0666 less the umask), writes the bytes and flushes them to disk.
  private static func fill(
    _ descriptor: Int32, with bytes: [UInt8], keeping existing: OutputTarget.ExistingFile?, reportedAs path: String
  ) throws(WriteError) {
    func failure(_ error: Int32) -> WriteError { WriteError(path: path, reason: String(cString: strerror(error))) }
    let mode: mode_t
    if let existing {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
      if UInt32(info.st_uid) != existing.owner || UInt32(info.st_gid) != existing.group,
        fchown(descriptor, uid_t(existing.owner), gid_t(existing.group)) != 0
      {
        throw WriteError(
          path: path,
          reason: "it belongs to user \(existing.owner), group \(existing.group), which a replacement by "
            + "this user could not keep")
      }
      mode = mode_t(existing.mode)
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    // After fchown, which clears the setuid and setgid bits.
    guard fchmod(descriptor, mode) == 0 else { throw failure(errno) }
    if let error = writeAll(bytes, to: descriptor) { throw failure(error) }
    guard fsync(descriptor) == 0 else { throw failure(errno) }
  }

  /// Renames `temporary` over `target` (removing it on failure), then flushes the folder.
  private static func commit(_ temporary: String, to target: String, folder: String, reportedAs path: String)
    throws(WriteError)
  {
    guard rename(temporary, target) == 0 else {
      let error = errno
      unlink(temporary)
      throw WriteError(path: path, reason: String(cString: strerror(error)))
    }
    // So that the rename itself survives a crash; a folder that cannot be
    // opened or flushed (some network file systems) still has the file.
    let handle = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if handle >= 0 {
      fsync(handle)
      close(handle)
    }
  }

  /// Writes every byte to `descriptor`, retrying after an interrupted or short
  /// write; the `errno` of a refusal, or nil.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var written = 0
      while written < buffer.count {
        let count = systemWrite(descriptor, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return nil
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
