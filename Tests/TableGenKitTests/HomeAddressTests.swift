import Foundation
import Testing

@testable import TableGenRender
@testable import TableGenSpec

/// tablegen has no published home, so nothing it writes and no schema it ships
/// names one (docs/diagnostics.md, "Where tablegen lives"): each schema's `$id`
/// is a URN naming its own file in `Schemas/`, and the SARIF log carries no
/// `informationUri`. Every other address in them is a web standard's.
@Suite("Every address tablegen writes leads to something that exists")
struct HomeAddressTests {
  /// Addresses of standards, which exist whatever becomes of tablegen.
  static let standards = ["https://json-schema.org/", "https://json.schemastore.org/sarif-2.1.0.json"]

  @Test("each schema's $id is the URN of its own file in Schemas/", arguments: fileNames(in: packagePath("Schemas")))
  func schemaIdentity(_ name: String) throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(packageBytes("Schemas/\(name)"))) as? [String: Any])
    #expect(schema["$id"] as? String == "urn:tablegen:schemas:\(name)")
  }

  /// The `http://` and `https://` addresses in a text.
  static func addresses(in text: String) -> [String] {
    text.matches(of: /https?:\/\/[^\s"'`)<>]+/).map { String($0.output) }
  }

  @Test("the schemas and the SARIF log name no address but a standard's")
  func noInventedHome() throws {
    var texts = try fileNames(in: packagePath("Schemas")).map { ("Schemas/\($0)", try packageText("Schemas/\($0)")) }
    let report = ValidationReport(files: [])
    texts.append(("the SARIF log", SARIFReportFormatter().format(report)))
    for (name, text) in texts {
      for address in Self.addresses(in: text) where !Self.standards.contains(where: address.hasPrefix) {
        Issue.record("\(name) names \(address), which is no standard's address and no published home of tablegen")
      }
    }
    #expect(Self.addresses(in: "see https://tablegen.dev/x.json\"") == ["https://tablegen.dev/x.json"])
  }
}
