import Testing

@testable import TableGenOutput

/// The SHA-256 a recorded answers file keeps of its spec, against the test
/// vectors of FIPS 180-2 (appendix B) and NIST's examples.
@Suite("SHA-256")
struct SHA256Tests {
  static let vectors: [(message: String, digest: String)] = [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ]

  @Test("the FIPS 180 test vectors", arguments: 0..<vectors.count)
  func vector(_ index: Int) {
    let (message, digest) = Self.vectors[index]
    #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
  }

  @Test("a million times 'a'")
  func millionA() {
    #expect(
      SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(
    "lengths where the padding fits the last block, needs another, or fills one of its own",
    arguments: [
      (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
      (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
      (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
      (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
    ])
  func paddingBoundaries(_ length: Int, _ digest: String) {
    #expect(SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: length)) == digest)
  }

  @Test("bytes taken in pieces of any size hash as taken at once, padding across a block's end included")
  func pieces() {
    // 55, 56 and 64 bytes are where the padding needs one block, two blocks, or a block of its own.
    for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 200] {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let whole = SHA256.hexDigest(of: bytes)
      for piece in [1, 3, 63, 64, 70] {
        var hasher = SHA256()
        var start = 0
        while start < bytes.count {
          let end = min(start + piece, bytes.count)
          hasher.update(Array(bytes[start..<end]))
          start = end
        }
        let digest = hasher.finish().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(digest == whole, "\(length) bytes in pieces of \(piece)")
      }
    }
  }

  @Test("finishing leaves the hasher as it was")
  func finishLeavesTheStateAlone() {
    var hasher = SHA256()
    hasher.update(Array("abc".utf8))
    #expect(hasher.finish() == hasher.finish())
  }
}
