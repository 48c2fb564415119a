// Turning SIGINT, SIGTERM and SIGHUP into bytes on a pipe, read by an ordinary thread: a signal handler may do
// almost nothing safely, and a thread may do anything (stop children, remove folders, print).

#define _GNU_SOURCE
#include "CProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

static int signal_pipe_write = -1;
static const int routed[] = {SIGINT, SIGTERM, SIGHUP};

static void route(int number) {
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  // A full pipe means an interruption is already under way: dropping the byte loses nothing.
  (void)!write(signal_pipe_write, &byte, 1);
  errno = saved;
}

int lr_signal_pipe(void) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return -errno;
  fcntl(ends[1], F_SETFL, O_NONBLOCK);
  signal_pipe_write = ends[1];
  sigset_t mask;
  sigemptyset(&mask);
  for (unsigned i = 0; i < sizeof routed / sizeof routed[0]; i++) {
    struct sigaction action = {0};
    action.sa_handler = route;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(routed[i], &action, NULL) != 0) return -errno;
    sigaddset(&mask, routed[i]);
  }
  // A parent may have started the command with these blocked (a blocked signal would stay pending forever).
  pthread_sigmask(SIG_UNBLOCK, &mask, NULL);
  return ends[0];
}

void lr_die_by_signal(int number) {
  signal(number, SIG_DFL);
  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, number);
  pthread_sigmask(SIG_UNBLOCK, &mask, NULL);
  raise(number);
  _exit(128 + number);
}
