#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder that a command writes several files into (`export
/// settings-bundle -o DIR`, `import settings-bundle -o DIR`), where a write
/// never leaves the folder (docs/security.md, "Writes inside a target folder").
///
/// The folder itself is the one the user named, and a link to it is followed,
/// as for ``OutputTarget``. Inside it, every path is resolved one component at
/// a time relative to an open descriptor of the folder reached so far
/// (`openat` with `O_NOFOLLOW`), never as a string: a folder that is missing is
/// made there (`mkdirat`), and a symbolic link is followed only while it stays
/// inside — an absolute link, or one whose `..` climbs above the target
/// folder, is refused, whether it leads to a file, a folder or nothing. Git
/// can commit symbolic links, so a checked-out bundle may hold any. The file
/// is then written by ``AtomicFile`` in the folder it was found in, by
/// descriptor, so no path is looked up again between the check and the write.
public final class FolderTarget {
  /// The folder as the user named it, for messages.
  public let path: String
  private let descriptor: Int32

  /// Opens the folder `path`, making it (and its parents) when `creating`
  /// and it is missing; or says why it cannot be written into.
  public static func open(_ path: String, creating: Bool) -> Result<FolderTarget, AtomicFile.WriteError> {
    let folder = path.isEmpty ? "." : path
    if creating, mkdirs(folder) != 0, errno != EEXIST {
      return .failure(AtomicFile.WriteError(path: path, reason: String(cString: strerror(errno))))
    }
    let descriptor = AtomicFile.openFolder(folder)
    guard descriptor >= 0 else {
      return .failure(AtomicFile.WriteError(path: path, reason: String(cString: strerror(errno))))
    }
    return .success(FolderTarget(path: folder, descriptor: descriptor))
  }

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Checks that `name` (a path relative to the folder, `fr.lproj/Root.strings`)
  /// can be written without leaving the folder, making nothing: the refusal a
  /// ``write(_:to:inputs:)`` would meet, so that a command refuses before its first file.
  public func check(_ name: String, inputs: Set<FileIdentity>) throws(AtomicFile.WriteError) {
    _ = try resolve(name, inputs: inputs, making: false)
  }

  /// Writes `bytes` to `name` (relative to the folder) atomically, making
  /// the folders on the way; refused when the way leaves the folder, or when
  /// the file is one of `inputs`, read-only, or not a regular file.
  public func write(_ bytes: [UInt8], to name: String, inputs: Set<FileIdentity>) throws(AtomicFile.WriteError) {
    let place = try resolve(name, inputs: inputs, making: true)
    guard place.folder >= 0 else {
      throw AtomicFile.WriteError(path: joined(name), reason: String(cString: strerror(errno)))
    }
    defer { close(place.folder) }
    try AtomicFile.replace(
      named: place.name, inFolder: place.folder, folderPath: place.folderPath, existing: place.existing, with: bytes,
      reportedAs: joined(name))
  }

  /// The path of `name` inside the folder, as messages show it.
  public func joined(_ name: String) -> String {
    path == "." ? name : path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// Where `name` leads: an open descriptor of the folder that holds the file
  /// (the caller closes it; -1 for a check), the file's name there and what it is now.
  private func resolve(_ name: String, inputs: Set<FileIdentity>, making: Bool) throws(AtomicFile.WriteError) -> (
    folder: Int32, folderPath: String, name: String, existing: OutputTarget.ExistingFile?
  ) {
    // The folders entered below the target folder, which `..` leaves again; each is closed at the end.
    var entered: [(descriptor: Int32, path: String)] = []
    defer { for folder in entered { close(folder.descriptor) } }
    func refuse(_ reason: String) -> AtomicFile.WriteError {
      AtomicFile.WriteError(path: joined(name), reason: reason)
    }
    /// The folder the file is in, for the caller: a descriptor of its own.
    func found(_ component: String, _ existing: OutputTarget.ExistingFile?) -> (
      Int32, String, String, OutputTarget.ExistingFile?
    ) {
      let folder = entered.last?.descriptor ?? descriptor
      return (making ? dup(folder) : -1, entered.last?.path ?? path, component, existing)
    }
    // The components still to walk, the next one last.
    var pending = Array(components(name).reversed())
    var linksFollowed = 0
    var lastLink: String?
    while let component = pending.popLast() {
      let current = entered.last?.descriptor ?? descriptor
      let shown = entered.last.map { $0.path + "/" + component } ?? joined(component)
      if component == ".." {
        guard let left = entered.popLast() else {
          throw refuse(lastLink.map(linkRefusal) ?? "the way to it leads out of the folder '\(path)'")
        }
        close(left.descriptor)
        continue
      }
      var info = stat()
      let exists = fstatat(current, component, &info, AT_SYMLINK_NOFOLLOW) == 0
      if !exists, errno != ENOENT { throw refuse("'\(shown)': \(String(cString: strerror(errno)))") }
      let kind = exists ? info.st_mode & S_IFMT : 0
      if kind == S_IFLNK {
        linksFollowed += 1
        guard linksFollowed <= OutputTarget.maximumLinks, let destination = linkDestination(component, in: current)
        else { throw refuse("'\(shown)': \(String(cString: strerror(ELOOP)))") }
        // An absolute link leads out; a relative one leads on from its own folder.
        guard !destination.hasPrefix("/") else { throw refuse(linkRefusal(shown)) }
        lastLink = shown
        pending += components(destination).reversed()
        continue
      }
      if pending.isEmpty {
        // The file itself: new, or a regular file that may be replaced.
        guard exists else { return found(component, nil) }
        guard kind == S_IFREG else { throw refuse(kind == S_IFDIR ? "it is a folder" : "it is not a regular file") }
        let existing = OutputTarget.ExistingFile(info)
        if inputs.contains(existing.identity) { throw refuse(OutputTarget.inputRefusal) }
        if let readOnly = OutputTarget.readOnlyReason(component, in: current, mode: existing.mode) {
          throw refuse(readOnly)
        }
        return found(component, existing)
      }
      // A folder on the way: made when missing (a check makes nothing, and nothing past it can be a link).
      if !exists {
        guard making else { return found(pending.first ?? component, nil) }
        if mkdirat(current, component, 0o777) != 0, errno != EEXIST {
          throw refuse("cannot make the folder '\(shown)': \(String(cString: strerror(errno)))")
        }
      } else if kind != S_IFDIR {
        throw refuse("'\(shown)' is not a folder")
      }
      let next = AtomicFile.openFolder(component, in: current, flags: O_NOFOLLOW)
      guard next >= 0 else {
        // Made a link since it was looked at: refused as a link out is.
        if errno == ELOOP || errno == ENOTDIR { throw refuse(linkRefusal(shown)) }
        throw refuse("'\(shown)': \(String(cString: strerror(errno)))")
      }
      entered.append((next, shown))
    }
    throw refuse("it names the folder itself, not a file in it")
  }

  private func linkRefusal(_ link: String) -> String {
    "'\(link)' is a symbolic link that leads out of the folder '\(path)'; tablegen does not write through it"
  }

  private func components(_ path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
  }

  private func linkDestination(_ name: String, in folder: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(folder, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// `mkdir -p`: makes `path` and its missing parents; 0, or -1 with `errno`.
private func mkdirs(_ path: String) -> Int32 {
  var info = stat()
  if stat(path, &info) == 0 {
    guard info.st_mode & S_IFMT == S_IFDIR else {
      errno = ENOTDIR
      return -1
    }
    return 0
  }
  if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
    let parent = String(path[..<slash])
    if mkdirs(parent) != 0 { return -1 }
  }
  return mkdir(path, 0o777) == 0 || errno == EEXIST ? 0 : -1
}
