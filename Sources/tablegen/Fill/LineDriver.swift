import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the accessible line mode: prompts on standard error, one answer per
/// line from standard input, until the form ends or input does. A secure
/// field typed at a terminal is read with echo off.
struct LineDriver {
  let input: Int32
  let output: Int32
  /// Kept from run to run (--submit): the lines read ahead are still there when a failed
  /// submission brings the review back.
  private var reader: LineReader
  /// Whether a run has begun the form: a later one resumes it, without its title and introduction again.
  private var started = false

  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
    reader = LineReader(descriptor: input)
  }

  /// Runs the form from `session`'s stage; `session` ends as the form left it.
  mutating func run(_ session: inout FormSession) -> FormOutcome {
    var form = LineForm(session: session)
    defer { session = form.session }
    Console.write(started ? form.resume() : form.start(), to: output)
    started = true
    while !form.isFinished {
      let echoOff = form.expectsSecureAnswer && HiddenEcho.begin(input)
      let read = reader.next()
      if echoOff {
        HiddenEcho.end()
        Console.write("\n", to: output)  // the Enter that was not echoed
      }
      switch read {
      case .line(let line): Console.write(form.handle(line), to: output)
      case .endOfInput: Console.write(form.handle(nil), to: output)
      case .tooLong:
        // A protocol error, not an answer: input this long is never read whole, and the form ends.
        Console.write(form.lineTooLong(), to: output)
      }
    }
    return form.outcome ?? .cancelled(.endOfInput(field: nil))
  }
}

/// Lines from a descriptor, read in blocks; a line ends at LF, and a CR before
/// it is dropped. The last line need not end with LF. Invalid UTF-8 reads as
/// replacement characters. A line is at most `FillLimits.textBytes`: past it the
/// reader says so and reads no more, so memory stays bounded (`fill < /dev/zero`).
struct LineReader {
  enum Read: Equatable {
    case line(String)
    case endOfInput
    /// A line longer than `FillLimits.textBytes`; nothing more is read.
    case tooLong
  }

  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// Where the search for the next line break resumes: the bytes before it
  /// hold none, so a long line is scanned once, not once per block read.
  private var scanned = 0
  /// Set once a line was too long: no more is read.
  private var stopped = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, the end of input (or a read error), or a line too long.
  mutating func next() -> Read {
    while true {
      if stopped { return .tooLong }
      if let newline = buffer[max(start, scanned)...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        guard end - start <= FillLimits.textBytes else { return stop() }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        scanned = start
        return .line(line)
      }
      scanned = buffer.count
      // +1: the CR of a CRLF may still come.
      if buffer.count - start > FillLimits.textBytes + 1 { return stop() }
      if atEnd {
        guard start < buffer.count else { return .endOfInput }
        guard buffer.count - start <= FillLimits.textBytes else { return stop() }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        return .line(line)
      }
      if start > 0 {
        buffer.removeFirst(start)
        scanned -= start
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        atEnd = true
      } else {
        buffer += chunk[0..<count]
      }
    }
  }

  /// Drops what was read and reads no more: every later call says `.tooLong`.
  private mutating func stop() -> Read {
    buffer = []
    start = 0
    scanned = 0
    stopped = true
    return .tooLong
  }
}
