# Loads tablegen.rb against a stand-in for Homebrew's Formula DSL, without a
# Mac or Homebrew, and checks what it declares and the commands its install
# runs. It cannot show that Homebrew builds it: only that the formula says
# what the README's release build says.
#
#   ruby packaging/homebrew/check-formula.rb
require "pathname"

# The stand-in: each DSL call is recorded; paths are Pathnames, as in Homebrew.
class Formula
  class << self
    attr_reader :calls

    def record(name, *args)
      (@calls ||= []) << [name, *args]
    end

    %i[desc homepage head depends_on uses_from_macos].each do |name|
      define_method(name) { |*args, **options| record(name, *args, options) }
    end

    def test(&block)
      record(:test, block)
    end
  end

  attr_reader :commands

  def initialize
    @commands = []
  end

  def system(*args)
    @commands << args.map(&:to_s)
  end

  def generate_completions_from_executable(*args, **options)
    @commands << [:completions, *args.map(&:to_s), options]
  end

  Installer = Struct.new(:formula, :into) do
    def install(*files)
      formula.commands << [:install, into, *files.flatten]
    end

    def /(other) = "#{into}/#{other}"
  end

  def bin = Installer.new(self, "bin")
  def pkgshare = Installer.new(self, "pkgshare")
  def doc = Installer.new(self, "doc")
end

module OS
  def self.linux? = true
end

root = File.expand_path("../..", __dir__)
load File.join(__dir__, "tablegen.rb")
problems = []
calls = Tablegen.calls
head = calls.find { |call| call.first == :head }
problems << "head is not this clone" unless head && head[1] == "file://#{root}"
problems << "this clone has no Package.swift" unless File.exist?(File.join(root, "Package.swift"))
%w[libyaml pcre2].each do |library|
  problems << "no depends_on #{library}" unless calls.include?([:depends_on, library, {}])
end
problems << "no test block" unless calls.any? { |call| call.first == :test }

formula = Tablegen.new
Dir.chdir(root) { formula.install }
build = formula.commands.find { |command| command[0] == "swift" }
expected = %w[swift build --disable-sandbox --configuration release --product tablegen --static-swift-stdlib]
problems << "the build runs #{build.inspect}, not #{expected.inspect}" unless build == expected
installed = formula.commands.select { |command| command[0] == :install }
problems << "the binary is not installed from .build/release" unless installed.include?([:install, "bin", ".build/release/tablegen"])
schemas = installed.find { |command| command[1] == "pkgshare" }
problems << "the schemas are not installed" unless schemas && schemas.drop(2).sort == Dir[File.join(root, "Schemas/*.json")].map { |path| "Schemas/#{File.basename(path)}" }.sort
problems << "no completions" unless formula.commands.any? { |command| command[0] == :completions }

if problems.empty?
  puts "check-formula: tablegen.rb declares libyaml, pcre2 and this clone, and builds as the README's release build"
else
  problems.each { |problem| puts "check-formula: FAILED: #{problem}" }
  exit 1
end
