/* The bare parser that tablegen is measured against: reads each named file
 * into memory (as tablegen does) and pulls libyaml's events until the end of
 * the stream, doing nothing with them. All files are scanned in one process,
 * one after another, on one core.
 *
 *   yaml-scan FILE...      prints "files events" on success, exits 1 on a parse error
 *
 * Built by scripts/bench: cc -O2 yaml-scan.c $(pkg-config --cflags --libs yaml-0.1) */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  size_t capacity = 1 << 16, used = 0;
  unsigned char *bytes = malloc(capacity);
  size_t count;
  while (bytes && (count = fread(bytes + used, 1, capacity - used, file)) > 0) {
    used += count;
    if (used == capacity) bytes = realloc(bytes, capacity *= 2);
  }
  fclose(file);
  *length = used;
  return bytes;
}

int main(int argc, char **argv) {
  long events = 0;
  for (int i = 1; i < argc; i++) {
    size_t length;
    unsigned char *bytes = read_file(argv[i], &length);
    if (!bytes) { perror(argv[i]); return 2; }
    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING); /* as tablegen does */
    yaml_parser_set_input_string(&parser, bytes, length);
    int done = 0;
    while (!done) {
      if (!yaml_parser_parse(&parser, &event)) {
        fprintf(stderr, "%s: %s\n", argv[i], parser.problem ? parser.problem : "parse error");
        return 1;
      }
      done = event.type == YAML_STREAM_END_EVENT;
      yaml_event_delete(&event);
      events++;
    }
    yaml_parser_delete(&parser);
    free(bytes);
  }
  printf("%d %ld\n", argc - 1, events);
  return 0;
}
