// Starting `fill --submit`'s command so that it never outlives tablegen
// (docs/security.md, "Children of --submit"). Linux only: it needs
// prctl(PR_SET_PDEATHSIG), which posix_spawn cannot set, so the code between
// fork and exec lives here, in C, where it calls only async-signal-safe
// functions (the Swift runtime is never entered in the forked child).
#pragma once

#ifdef __linux__
// No feature macro of its own: the headers must read as they do for Swift's Glibc module.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The watcher: a process in the command's process group that holds only the
// read end of `lifeline`, whose write end only tablegen holds. When tablegen
// closes it (the submission is over) or the kernel does (tablegen ended in any
// way, SIGKILL included), the read sees end of file, and the watcher ends the
// whole group: SIGTERM, then SIGKILL after `grace_ms`, itself included.
static inline void tablegen_tether_watch(int lifeline, int grace_ms) {
  // No other descriptor stays open here: a pipe of the command held by the
  // watcher would keep tablegen from ever reading its end of file.
  if (lifeline != 0) {
    dup2(lifeline, 0);
  }
#ifdef SYS_close_range
  if (syscall(SYS_close_range, 1U, ~0U, 0) != 0)
#endif
  {
    long last = sysconf(_SC_OPEN_MAX);
    if (last < 0 || last > 65536) last = 65536;
    for (int fd = 1; fd < last; fd++) close(fd);
  }
  // A copy of tablegen that never execs: named for what it does in ps and top.
  prctl(PR_SET_NAME, (unsigned long)"submit-watch", 0, 0, 0);
  int ignored[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU};
  for (unsigned i = 0; i < sizeof ignored / sizeof ignored[0]; i++) signal(ignored[i], SIG_IGN);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  char byte;
  for (;;) {
    ssize_t count = read(0, &byte, 1);
    if (count == 0) break;
    if (count < 0 && errno != EINTR) break;
  }
  kill(0, SIGTERM);
  struct timespec wait = {grace_ms / 1000, (long)(grace_ms % 1000) * 1000000L};
  while (nanosleep(&wait, &wait) != 0 && errno == EINTR) {
  }
  kill(0, SIGKILL);
  _exit(0);
}

// Starts `path` with `argv` and `envp` in a session (so a process group) of its
// own, with `in`, `out` and `err` as its standard streams, every signal at its
// default and none blocked; it gets SIGKILL when tablegen's thread that started
// it ends (PR_SET_PDEATHSIG), and a watcher in its group ends the group when
// `lifeline` closes (`tablegen_tether_watch`). 0 and the pid in `child`, or an
// error number: of fork, or of the exec in the child, sent back through a
// close-on-exec pipe.
static inline int tablegen_spawn_tethered(const char *path, char *const argv[], char *const envp[], int in, int out,
                                          int err, int lifeline, int grace_ms, pid_t *child) {
  pid_t parent = getpid();
  int report[2];
  // Close-on-exec at once: no other thread of tablegen starts a process meanwhile.
  if (pipe(report) != 0) return errno;
  fcntl(report[0], F_SETFD, FD_CLOEXEC);
  fcntl(report[1], F_SETFD, FD_CLOEXEC);
  pid_t pid = fork();
  if (pid < 0) {
    int number = errno;
    close(report[0]);
    close(report[1]);
    return number;
  }
  if (pid == 0) {
    int number = 0;
    if (setsid() < 0) {
      number = errno;
    } else {
      // The watcher is the child of a process that ends at once, so it belongs
      // to init (or a subreaper), not to the command's shell, and stays in the group.
      pid_t middle = fork();
      if (middle == 0) {
        if (fork() == 0) tablegen_tether_watch(lifeline, grace_ms);
        _exit(0);
      }
      if (middle > 0) {
        while (waitpid(middle, NULL, 0) < 0 && errno == EINTR) {
        }
      }
      // The signal comes when the *thread* that forked ends: fill starts the
      // command from the main thread, which ends only with the process.
      // Checked after the request: tablegen may have ended before it was made.
      if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != parent) _exit(127);
      int streams[] = {in, out, err};
      for (int target = 0; target < 3; target++) {
        int source = streams[target];
        // dup2 onto itself would keep close-on-exec set.
        if (source == target) {
          fcntl(source, F_SETFD, 0);
        } else {
          dup2(source, target);
        }
      }
      for (int number = 1; number < NSIG; number++) {
        if (number != SIGKILL && number != SIGSTOP) signal(number, SIG_DFL);
      }
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, NULL);
      execve(path, argv, envp);
      number = errno;
    }
    while (write(report[1], &number, sizeof number) < 0 && errno == EINTR) {
    }
    _exit(127);
  }
  close(report[1]);
  int number = 0;
  ssize_t count;
  while ((count = read(report[0], &number, sizeof number)) < 0 && errno == EINTR) {
  }
  close(report[0]);
  if (count == (ssize_t)sizeof number) {
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    return number;
  }
  *child = pid;
  return 0;
}
#endif
