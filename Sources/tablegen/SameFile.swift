import TableGenRender
import TableGenSpec

/// Two output paths of one run that must not name one file: `render`'s
/// `--picture` and `--inject`, `fill`'s `--record` and `--output`.
enum OutputPaths {
  /// Whether `picture` leads to the file `document` names, however either is
  /// spelt (`./README.md`, an absolute path, `..`, a symlink, a hard link):
  /// one written there would replace the other.
  static func leadToSameFile(_ picture: String, _ document: String) -> Bool {
    let directory = Console.currentDirectory() ?? "/"  // only absolute paths mean anything then
    func place(_ path: String) -> [String] { SVGPictureReference.components(of: path, in: directory) }
    if place(picture) == place(document) { return true }
    guard case .success(let pictureTarget) = OutputTarget.resolve(picture, for: .comparison),
      case .success(let documentTarget) = OutputTarget.resolve(document, for: .comparison),
      case .file(let picturePath, let pictureFile) = pictureTarget.kind,
      case .file(let documentPath, let documentFile) = documentTarget.kind
    else { return false }
    if let pictureFile, let documentFile, pictureFile.identity == documentFile.identity { return true }
    return place(picturePath) == place(documentPath)
  }
}
