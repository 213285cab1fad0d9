import TableGenSpec

/// A file of an import or an export that could not be written.
public struct BundleWriteError: Error, CustomStringConvertible, Sendable {
  public var description: String

  /// Writes each file (a path relative to `folder`) atomically, making the
  /// folders it needs; `inputs` are never written over, and no write passes
  /// through a symbolic link that leads out of `folder` (``FolderTarget``).
  /// Every file is checked before the first is written, so a refusal leaves the folder as it was.
  /// Two names that differ at most by case are refused too: the later file
  /// would replace the earlier (`Root.plist` and `root.plist` both import as
  /// `root.yaml`), here or on a file system that does not tell case apart.
  static func write(
    _ files: [(name: String, bytes: [UInt8])], into folder: String, inputs: Set<FileIdentity>
  ) throws(BundleWriteError) -> [String] {
    var seen: [String: String] = [:]
    for file in files {
      if let earlier = seen.updateValue(file.name, forKey: file.name.lowercased()) {
        throw BundleWriteError(
          description: "cannot write into '\(folder)': '\(earlier)' and '\(file.name)' name one file where case is "
            + "not told apart; nothing is written")
      }
    }
    do {
      let target = try FolderTarget.open(folder, creating: true).get()
      for file in files { try target.check(file.name, inputs: inputs) }
      for file in files { try target.write(file.bytes, to: file.name, inputs: inputs) }
      return files.map { target.joined($0.name) }
    } catch {
      throw BundleWriteError(description: error.description)
    }
  }
}
