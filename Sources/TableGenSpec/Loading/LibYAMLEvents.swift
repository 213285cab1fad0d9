internal import CLibYAML

/// The one place that drives libyaml: a pull parser over an in-memory buffer
/// that hands out events and turns libyaml's error state into a diagnostic.
///
/// The parser struct lives on the heap because libyaml keeps a pointer to it
/// (`read_handler_data`), so it must never move. The input buffer is borrowed
/// and must outlive this object; `YAMLLoader` guarantees that.
final class LibYAMLEvents {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private var holdsEvent = false

  init(input: UnsafeBufferPointer<UInt8>) {
    parser = .allocate(capacity: 1)
    event = .allocate(capacity: 1)
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, input.baseAddress, input.count)
  }

  deinit {
    if holdsEvent { yaml_event_delete(event) }
    yaml_parser_delete(parser)
    parser.deallocate()
    event.deallocate()
  }

  /// The next event, valid until the following call; `nil` after an error.
  func next() -> UnsafeMutablePointer<yaml_event_t>? {
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    // On failure libyaml leaves the event untouched, so it must not be deleted.
    guard yaml_parser_parse(parser, event) == 1 else { return nil }
    holdsEvent = true
    return event
  }

  /// libyaml's description of the error that stopped `next()`.
  struct Failure {
    var problem: String
    var problemMark: yaml_mark_t
    /// What the parser was doing, such as "while scanning a quoted scalar", and where that began.
    var context: (text: String, mark: yaml_mark_t)?
    /// For reader errors libyaml gives only a byte offset.
    var byteOffset: Int?
  }

  var failure: Failure {
    let p = parser.pointee
    let problem = p.problem.map { String(cString: $0) } ?? "unknown libyaml error"
    switch p.error {
    case YAML_MEMORY_ERROR:
      return Failure(problem: "libyaml ran out of memory", problemMark: p.mark, context: nil, byteOffset: nil)
    case YAML_READER_ERROR:
      return Failure(problem: problem, problemMark: p.mark, context: nil, byteOffset: p.problem_offset)
    default:
      let context = p.context.map { (text: String(cString: $0), mark: p.context_mark) }
      return Failure(problem: problem, problemMark: p.problem_mark, context: context, byteOffset: nil)
    }
  }
}
