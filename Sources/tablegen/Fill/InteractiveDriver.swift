import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the full-screen form: raw mode on the input terminal, the alternate
/// screen (with bracketed paste) on the output terminal, a redraw when the keys
/// read so far are handled and on a resize. The terminal is restored on every
/// way out: the form ends, Ctrl-C, end of input, a signal (through
/// `TerminalRestore`'s handlers), or an error; and while Ctrl-Z has stopped it.
struct InteractiveDriver {
  let input: Int32
  let output: Int32
  let style: TerminalStyle
  /// The characters the controls are drawn with: Unicode, or ASCII with `--ascii`.
  var glyphs: TextGlyphs = .unicode

  /// The local day and time, where an empty date without bounds starts when it is first stepped.
  static func localNow() -> DateValue? {
    var seconds = time(nil)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return nil }
    return DateValue(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
  }

  /// Why the loop stopped.
  enum Ending {
    case finished(FormOutcome)
    case interrupted
    /// The terminal refused raw mode before anything was drawn: use the line mode.
    case unavailable
  }

  /// Runs the form from `session`'s stage; `session` ends as the form left it (--submit:
  /// a failed submission comes back to its review with every answer).
  func run(_ session: inout FormSession) -> Ending {
    guard var terminal = RawTerminal.enter(input: input, output: output) else { return .unavailable }
    defer { terminal.restore() }
    var form = InteractiveForm(session: session, today: Self.localNow())
    defer { session = form.session }
    form.glyphs = glyphs
    var decoder = KeyDecoder()
    draw(&form)
    while true {
      var keys: [Key]
      // A lone Esc is a key after 30 ms; a paste gets longer to end, as it may come over a slow link.
      switch waitForInput(timeout: decoder.isInPaste ? 1000 : decoder.hasPending ? 30 : -1) {
      case .resized:
        draw(&form)
        continue
      case .timedOut:
        keys = decoder.flush()
      case .bytes(let bytes):
        keys = decoder.decode(bytes)
      case .endOfInput:
        var session = form.session
        session.endOfInput()
        if case .finished(let outcome) = session.stage { return .finished(outcome) }
        return .finished(.cancelled(.endOfInput(field: nil)))
      }
      for key in keys {
        if key == .control("z") {
          // Stops here until `fg`; SIGCONT has put raw mode back, and the frame is drawn below.
          TerminalRestore.stopAsCtrlZ()
          continue
        }
        switch form.handle(key) {
        case .none: break
        case .interrupted: return .interrupted
        case .finished:
          if case .finished(let outcome) = form.session.stage { return .finished(outcome) }
        case .openEditor(let text):
          terminal.restore()
          let edited = ExternalEditor.edit(text)
          guard let reentered = RawTerminal.enter(input: input, output: output) else { return .interrupted }
          terminal = reentered
          switch edited {
          case .success(let text): form.replaceText(text)
          case .failure(let failure): form.editorFailed(failure.message)
          }
        }
      }
      // Keys that are already waiting (a paste from a terminal without bracketed
      // paste) are taken before the next frame, so a long one is drawn once, not once a read.
      if !inputIsWaiting() { draw(&form) }
    }
  }

  private enum Input {
    case bytes([UInt8])
    case timedOut
    case resized
    case endOfInput
  }

  /// Waits for bytes (or `timeout` milliseconds, or a resize).
  private func waitForInput(timeout: Int32) -> Input {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    if TerminalRestore.resized != 0 {
      TerminalRestore.resized = 0
      return .resized
    }
    if ready < 0 { return errno == EINTR ? .resized : .endOfInput }
    if ready == 0 { return .timedOut }
    var buffer = [UInt8](repeating: 0, count: 16384)
    let count = read(input, &buffer, buffer.count)
    if count < 0 { return errno == EINTR || errno == EAGAIN ? .resized : .endOfInput }
    if count == 0 { return .endOfInput }
    return .bytes(Array(buffer[0..<count]))
  }

  private func inputIsWaiting() -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && TerminalRestore.resized == 0
  }

  /// Draws the whole frame in one write: home, each line over the old one
  /// (clearing its rest), the rest of the screen cleared, the cursor placed.
  private func draw(_ form: inout InteractiveForm) {
    let size = Terminal.size(of: output)
    form.pageSize = max(1, size.height - 8)  // PgUp and PgDn move about a screenful
    let screen = form.screen(width: size.width, height: size.height, style: style)
    var frame = "\u{1B}[?25l\u{1B}[H"
    frame += screen.lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
    frame += "\u{1B}[J"
    if let cursor = screen.cursor {
      frame += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    Console.write(frame, to: output)
  }
}
