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
    let descriptor = openFolder(folder)
    guard descriptor >= 0 else { throw folderFailure(errno, folder: folder, path: path) }
    defer { close(descriptor) }
    try replace(
      named: target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target,
      inFolder: descriptor, folderPath: folder, existing: existing, with: bytes, reportedAs: path)
  }

  /// Replaces (or makes) the regular file `name` in the folder open on
  /// `folder` (named `folderPath` in messages): the one write loop of every
  /// path-named output and of every file written inside a target folder
  /// (``FolderTarget``), whose folders are reached without following links.
  static func replace(
    named name: String, inFolder folder: Int32, folderPath: String, existing: OutputTarget.ExistingFile?,
    with bytes: [UInt8], reportedAs path: String
  ) throws(WriteError) {
    #if os(Linux)
      if prefersUnnamedFiles,
        try replaceThroughUnnamedFile(
          named: name, in: folder, folderPath: folderPath, existing: existing, with: bytes, reportedAs: path)
      {
        return
      }
    #endif
    // A named temporary file, with the terminating signals held from its
    // creation to its rename (or removal).
    let held = HeldSignals.hold()
    defer { held.release() }
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<100 {
      temporary = temporaryName()
      descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw folderFailure(errno, folder: folderPath, path: path) }
    do throws(WriteError) {
      try fill(descriptor, with: bytes, keeping: existing, reportedAs: path)
    } catch {
      close(descriptor)
      unlinkat(folder, temporary, 0)
      throw error
    }
    close(descriptor)
    try commit(temporary, to: name, in: folder, reportedAs: path)
  }

  /// Opens `folder` to create files in by descriptor; one that may be written
  /// and entered but not listed is opened as a path only (Linux `O_PATH`).
  static func openFolder(_ folder: String) -> Int32 {
    openFolder(folder, in: AT_FDCWD, flags: 0)
  }

  /// Opens the folder `name` of the folder open on `parent` (`AT_FDCWD`: the
  /// working folder), as ``openFolder(_:)`` does, with `flags` added (`O_NOFOLLOW`).
  static func openFolder(_ name: String, in parent: Int32, flags: Int32) -> Int32 {
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | flags)
    #if os(Linux)
      if descriptor < 0, errno == EACCES { return openat(parent, name, openPathOnly | O_DIRECTORY | O_CLOEXEC | flags) }
    #endif
    return descriptor
  }

  /// A fresh short name for a temporary file: `.tg-` and six random letters.
  private static func temporaryName() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var generator = SystemRandomNumberGenerator()
    return temporaryPrefix
      + String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
  }

  #if os(Linux)
    /// `O_TMPFILE`: a file in the folder with no name (the C macro is not imported).
    private static let openUnnamed: Int32 = 0o20000000 | O_DIRECTORY
    /// `O_PATH`: a descriptor that only names a folder (the C macro is not imported).
    private static let openPathOnly: Int32 = 0o10000000

    /// Writes an unnamed file in `folder`, then names it and renames it over
    /// `name` with the terminating signals held. False when the file system
    /// has no unnamed files, or /proc is not there to name one through: the
    /// caller then writes a named file.
    private static func replaceThroughUnnamedFile(
      named name: String, in folder: Int32, folderPath: String, existing: OutputTarget.ExistingFile?,
      with bytes: [UInt8], reportedAs path: String
    ) throws(WriteError) -> Bool {
      let descriptor = openat(folder, ".", openUnnamed | O_WRONLY | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        // A folder opened as a path only (EBADF) takes the named way too.
        if [EOPNOTSUPP, EISDIR, EINVAL, EBADF].contains(errno) { return false }
        throw folderFailure(errno, folder: folderPath, path: path)
      }
      do throws(WriteError) {
        try fill(descriptor, with: bytes, keeping: existing, reportedAs: path)
      } catch {
        close(descriptor)
        throw error
      }
      let held = HeldSignals.hold()
      defer { held.release() }
      let temporary = self.name(descriptor, in: folder)
      close(descriptor)
      guard let temporary else { return false }
      try commit(temporary, to: name, in: folder, reportedAs: path)
      return true
    }

    /// Links the unnamed file into `folder` under a fresh short name, or nil
    /// when it cannot be (no /proc mounted).
    private static func name(_ descriptor: Int32, in folder: Int32) -> String? {
      for _ in 0..<100 {
        let temporary = temporaryName()
        if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", folder, temporary, AT_SYMLINK_FOLLOW) == 0 {
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

  /// Renames `temporary` over `name` in `folder` (removing it on failure), then flushes the folder.
  private static func commit(_ temporary: String, to name: String, in folder: Int32, reportedAs path: String)
    throws(WriteError)
  {
    guard renameat(folder, temporary, folder, name) == 0 else {
      let error = errno
      unlinkat(folder, temporary, 0)
      throw WriteError(path: path, reason: String(cString: strerror(error)))
    }
    // So that the rename itself survives a crash; a folder that cannot be
    // flushed (opened as a path only, some network file systems) still has the file.
    fsync(folder)
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
