// Starting children with fork and exec, for the one thing posix_spawn cannot do: the parent-death signal.
//
// Between fork and exec the child calls only async-signal-safe functions: the parent has other threads, whose
// locks (malloc's among them) may be held at the moment of the fork.

#define _GNU_SOURCE
#include "CProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

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

/// Closes every descriptor from 3 up except `keep`: the child must not hold the command's files and pipes (a
/// test harness waiting for the command's output would otherwise wait for the child too).
static void close_inherited(int keep) {
  if (keep > 3) syscall(SYS_close_range, 3u, (unsigned)keep - 1, 0u);
  if (syscall(SYS_close_range, (unsigned)keep + 1, ~0u, 0u) == 0) return;
  // Kernels before 5.9: close them one by one.
  long limit = sysconf(_SC_OPEN_MAX);
  for (long fd = 3; fd < (limit > 0 ? limit : 4096); fd++) {
    if (fd != keep) close((int)fd);
  }
}

/// The child's side: set up, then exec. Reports an error number on `report` and exits when something fails.
static void become_child(pid_t parent, int report, const char *path, char *const argv[], char *const envp[],
                         const char *out_path, const char *err_path, const char *directory) {
  int error = 0;
  setpgid(0, 0);
  // Dies with the parent; the parent may already be gone by now, in which case we were re-parented.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent) _exit(127);

  // The command ignores SIGINT, SIGTERM and SIGHUP while it handles them itself, and ignored signals survive
  // exec: give the child the defaults back, with nothing blocked.
  static const int reset[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGCHLD};
  for (unsigned i = 0; i < sizeof reset / sizeof reset[0]; i++) signal(reset[i], SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  close_inherited(report);

  if ((error = redirect(0, "/dev/null", O_RDONLY)) == 0 &&
      (error = redirect(1, out_path, O_WRONLY | O_CREAT | O_TRUNC)) == 0 &&
      (error = redirect(2, err_path, O_WRONLY | O_CREAT | O_TRUNC)) == 0) {
    if (directory != NULL && chdir(directory) != 0) {
      error = errno;
    } else {
      execve(path, argv, envp);
      error = errno;
    }
  }
  // The report pipe is close-on-exec: reaching here means exec failed, and the parent reads why.
  while (write(report, &error, sizeof error) < 0 && errno == EINTR) {
  }
  _exit(127);
}

pid_t lr_spawn(const char *path, char *const argv[], char *const envp[], const char *out_path,
               const char *err_path, const char *directory) {
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return -errno;
  if (report[1] < 3) {
    // Standard streams closed in the command: keep the pipe clear of the descriptors the child redirects.
    int moved = fcntl(report[1], F_DUPFD_CLOEXEC, 3);
    if (moved < 0) {
      int error = errno;
      close(report[0]);
      close(report[1]);
      return -error;
    }
    close(report[1]);
    report[1] = moved;
  }
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    int error = errno;
    close(report[0]);
    close(report[1]);
    return -error;
  }
  if (pid == 0) become_child(parent, report[1], path, argv, envp, out_path, err_path, directory);

  // Both sides set the group, so it exists whichever runs first.
  setpgid(pid, pid);
  close(report[1]);
  int error = 0;
  ssize_t got;
  while ((got = read(report[0], &error, sizeof error)) < 0 && errno == EINTR) {
  }
  close(report[0]);
  if (got == (ssize_t)sizeof error) {
    // The child never started `path`: collect it, so no zombie is left.
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return -(error != 0 ? error : ECHILD);
  }
  return pid;
}
