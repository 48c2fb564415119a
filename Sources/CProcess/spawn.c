// Starting children for the one thing posix_spawn cannot do: the parent-death signal.
//
// Like glibc's posix_spawn, the child is a clone sharing the parent's memory (CLONE_VM | CLONE_VFORK) on a stack of
// its own, and the parent waits until it has started the new program: no page tables are copied and the parent's
// memory is not made copy-on-write (a plain fork costs every later run a page fault per page it writes). The child
// therefore calls only async-signal-safe functions, writes nothing of the parent's but the `error` field, and runs
// with every signal blocked until it has put the default handlers back.

#define _GNU_SOURCE
#include "CProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// What the child needs, and where it reports why it could not start `path`.
struct child_setup {
  pid_t parent;
  const char *path;
  char *const *argv;
  char *const *envp;
  const char *out_path;
  const char *err_path;
  const char *directory;
  /// A socket to be standard input and output (a server's channel), or -1.
  int channel;
  volatile int error;
};

/// Points `target` (0, 1 or 2) at `path`; returns 0 or an error number.
static int redirect(int target, const char *path, int flags) {
  int fd = open(path, flags | O_CLOEXEC, 0600);
  if (fd < 0) return errno;
  if (fd == target) {
    // The parent had `target` closed, so open reused it: keep it across the exec.
    return fcntl(fd, F_SETFD, 0) == 0 ? 0 : errno;
  }
  // dup2 clears FD_CLOEXEC on the copy, so only the target survives the exec.
  int error = dup2(fd, target) < 0 ? errno : 0;
  close(fd);
  return error;
}

/// Closes every descriptor from 3 up: the child must not hold the command's files and pipes (a test harness
/// waiting for the command's output would otherwise wait for the child too).
static void close_inherited(void) {
  if (syscall(SYS_close_range, 3u, ~0u, 0u) == 0) return;
  // Kernels before 5.9: close them one by one.
  long limit = sysconf(_SC_OPEN_MAX);
  for (long fd = 3; fd < (limit > 0 ? limit : 4096); fd++) close((int)fd);
}

/// Gives every handled signal its default action back (the handlers are the parent's code, over the parent's
/// memory), and the ignored ones the command ignores for itself too: ignored signals survive exec.
static void reset_signals(void) {
  for (int number = 1; number < NSIG; number++) {
    if (number == SIGKILL || number == SIGSTOP) continue;
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) continue;
    int ignored_by_us = number == SIGINT || number == SIGTERM || number == SIGHUP || number == SIGPIPE;
    if (current.sa_handler != SIG_DFL && (current.sa_handler != SIG_IGN || ignored_by_us)) {
      signal(number, SIG_DFL);
    }
  }
}

static int child_main(void *argument) {
  struct child_setup *setup = argument;
  int error = 0;
  setpgid(0, 0);
  // Dies with the parent; if the parent is already gone, we were re-parented: stop here.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != setup->parent) _exit(127);
  reset_signals();
  if (setup->channel >= 0) {
    // Copied to 0 and 1 before the others close; dup2 leaves the copies open across the exec.
    if (dup2(setup->channel, 0) < 0 || dup2(setup->channel, 1) < 0) {
      setup->error = errno;
      _exit(127);
    }
  }
  close_inherited();
  if (setup->channel < 0 && (error = redirect(0, "/dev/null", O_RDONLY)) == 0) {
    error = redirect(1, setup->out_path, O_WRONLY | O_CREAT | O_TRUNC);
  }
  if (error == 0 &&
      (error = redirect(2, setup->err_path, O_WRONLY | O_CREAT | O_TRUNC)) == 0) {
    if (setup->directory != NULL && chdir(setup->directory) != 0) {
      error = errno;
    } else {
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, NULL);
      execve(setup->path, setup->argv, setup->envp);
      error = errno;
    }
  }
  setup->error = error != 0 ? error : ECHILD;
  _exit(127);
}

static pid_t spawn(const char *path, char *const argv[], char *const envp[], const char *out_path,
                   const char *err_path, const char *directory, int channel) {
  const size_t stack_size = 64 * 1024;
  char *stack = mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (stack == MAP_FAILED) return -errno;

  sigset_t all, saved;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &saved);
  struct child_setup setup = {
      .parent = getpid(), .path = path, .argv = argv, .envp = envp, .out_path = out_path,
      .err_path = err_path, .directory = directory, .channel = channel, .error = 0};
  // The stack grows down on every architecture Swift on Linux supports.
  pid_t pid = clone(child_main, stack + stack_size, CLONE_VM | CLONE_VFORK | SIGCHLD, &setup);
  int clone_error = errno;
  pthread_sigmask(SIG_SETMASK, &saved, NULL);
  munmap(stack, stack_size);
  if (pid < 0) return -clone_error;

  // The child has started `path` or given up by now (CLONE_VFORK). Both sides set the group, so it exists
  // whichever ran first.
  setpgid(pid, pid);
  if (setup.error != 0) {
    // The child never started `path`: collect it, so no zombie is left.
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return -setup.error;
  }
  return pid;
}

pid_t lr_spawn(const char *path, char *const argv[], char *const envp[], const char *out_path,
               const char *err_path, const char *directory) {
  return spawn(path, argv, envp, out_path, err_path, directory, -1);
}

pid_t lr_spawn_server(const char *path, char *const argv[], char *const envp[], int channel,
                      const char *err_path) {
  return spawn(path, argv, envp, NULL, err_path, NULL, channel);
}
