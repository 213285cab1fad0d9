# A Homebrew formula that builds tablegen from the clone it sits in (there is
# no published release or tap yet), on macOS and on Linux:
#
#   brew install --HEAD ./packaging/homebrew/tablegen.rb
#
# .ci/run checks its Ruby syntax (ruby -c) and, with a stand-in for Homebrew's
# Formula class, what it declares and the commands its install runs
# (packaging/homebrew/check-formula.rb); no Mac runs it there.
class Tablegen < Formula
  desc "Validate, render and fill in declarative table specs: forms and settings screens"
  homepage "file://#{File.expand_path("../..", __dir__)}" # no published home yet: this clone
  head "file://#{File.expand_path("../..", __dir__)}", using: :git

  depends_on "pkgconf" => :build
  depends_on "libyaml"
  depends_on "pcre2"
  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "tablegen"]
    # On Linux the Swift runtime is linked into the binary, as the README's release build does.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/tablegen"
    generate_completions_from_executable(bin/"tablegen", "--generate-completion-script",
                                         shells: [:bash, :zsh, :fish])
    pkgshare.install Dir["Schemas/*.json"]
    doc.install "README.md", "CHANGELOG.md"
  end

  test do
    (testpath/"good.yaml").write <<~YAML
      tablegen: 1
      title: Sign in
      cells:
        - type: input
          id: email
          label: Email
    YAML
    (testpath/"bad.yaml").write <<~YAML
      tablegen: 1
      cells:
        - type: input
          id: email
          lable: Email
    YAML
    system bin/"tablegen", "validate", testpath/"good.yaml"
    assert_match "unknown key 'lable'", shell_output("#{bin}/tablegen validate #{testpath}/bad.yaml 2>&1", 1)
  end
end
