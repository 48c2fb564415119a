#ifndef LAYOUT_RENDER_CPROCESS_H
#define LAYOUT_RENDER_CPROCESS_H

#include <sys/types.h>

/// Starts a child process that cannot outlive the command.
///
/// The child runs `path` with `argv` and `envp` (both NULL-terminated) in a process group of its own, so that
/// stopping the group stops whatever it started too (the compiler's front ends); it is killed with SIGKILL when the
/// thread that started it dies (Linux's parent-death signal), so killing the command leaves no child behind.
/// Signal dispositions and the signal mask are reset to their defaults. Standard input reads /dev/null; standard
/// output and error go to `out_path` and `err_path` (created with mode 0600, truncated). When `directory` is not
/// NULL the child starts there.
///
/// Returns the child's process id once it has started `path`, or minus the error number when it could not be
/// started (the file is missing, not executable, a redirection failed).
pid_t lr_spawn(const char *path, char *const argv[], char *const envp[], const char *out_path,
               const char *err_path, const char *directory);

/// Starts a child as `lr_spawn` does, with `channel` (a socket) as its standard input and output: a server that
/// reads requests and writes replies there. Standard error goes to `err_path`.
pid_t lr_spawn_server(const char *path, char *const argv[], char *const envp[], int channel,
                      const char *err_path);

/// Routes SIGINT, SIGTERM and SIGHUP to a pipe from now on, each signal as one byte (its number), and unblocks them
/// in the calling thread. Returns the pipe's read end, or minus the error number.
int lr_signal_pipe(void);

/// Ends the process by `number` with its default action, as if the signal had never been handled (a shell then sees
/// "killed by SIGINT" and stops a loop around the command).
void lr_die_by_signal(int number) __attribute__((noreturn));

#endif
