import TableGenSpec

/// A file of an import or an export that could not be written.
public struct BundleWriteError: Error, CustomStringConvertible, Sendable {
  public var description: String

  /// Writes each file (a path relative to `folder`) atomically, making the
  /// folders it needs; `inputs` are never written over.
  static func write(
    _ files: [(name: String, bytes: [UInt8])], into folder: String, inputs: Set<FileIdentity>
  ) throws(BundleWriteError) -> [String] {
    var written: [String] = []
    for file in files {
      let path = BundleFolder.join(folder, file.name)
      let parent = BundleFolder.parentFolder(of: path)
      guard parent.isEmpty || BundleFolder.make(parent) else {
        throw BundleWriteError(description: "cannot make the folder '\(parent)'")
      }
      do {
        try AtomicFile.write(file.bytes, to: path, inputs: inputs)
      } catch {
        throw BundleWriteError(description: error.description)
      }
      written.append(path)
    }
    return written
  }
}
