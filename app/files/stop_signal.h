// SIGINT and SIGTERM stop every gaitlab command within a second, with a non-zero exit (DECISIONS "Stopping on a
// signal"): the loops that run long (render, accept, the client, the stress scene) ask stopRequested() between
// ticks, frames or scenarios and finish what they already wrote; a command busy elsewhere (reading a huge file) is
// ended by the watcher one second after the signal. On Windows the console's Ctrl+C and Ctrl+Break count as SIGINT,
// and closing the console, logging off or shutting down as SIGTERM.
#pragma once

#include <ostream>
#include <string>

namespace gaitlab {

/// Exit status after a stop by `signal_number`: 128 + the number, as a shell reports it (SIGINT 130, SIGTERM 143).
[[nodiscard]] constexpr int stopExitStatus(int signal_number) { return 128 + signal_number; }

/// Call once from main before any thread starts (SDL, Mesa and the file watcher start theirs later and inherit the
/// mask): blocks SIGINT and SIGTERM in every thread and starts the one thread that waits for them. On a signal it
/// records it for stopRequested(); when the program is still running one second later, or a second signal comes,
/// it prints "gaitlab: stopped by SIGTERM" (or SIGINT) to stderr and ends the process with stopExitStatus().
/// Also tells SDL to leave both signals alone (SDL_HINT_NO_SIGNAL_HANDLERS), which otherwise turns them into a
/// quit event that a headless loop never reads.
void installStopSignals();

/// Whether a stop was asked for (by a signal, or requestStop()). Cheap: one atomic load.
[[nodiscard]] bool stopRequested();
/// The signal number that asked for the stop (SIGINT or SIGTERM; requestStop's number), or 0.
[[nodiscard]] int stopSignalNumber();
/// "SIGINT", "SIGTERM" or "signal N" for stopSignalNumber().
[[nodiscard]] const char* stopSignalName();

/// While one lives, a write that must not be cut (a recording being encoded and renamed into place) holds the
/// watcher: after a signal it waits for every hold to end, up to kStopHoldSeconds, before it ends the process (a
/// second signal still ends it at once). The program's own loops still see stopRequested() as usual.
inline constexpr int kStopHoldSeconds = 60;
class StopSignalHold {
public:
    StopSignalHold();
    ~StopSignalHold();
    StopSignalHold(const StopSignalHold&) = delete;
    StopSignalHold& operator=(const StopSignalHold&) = delete;
};

/// Writes a command's own stop line ("gaitlab render: stopped by SIGINT after 12 of 50 ticks ...", ending in a line
/// break) to `log` in one piece, never cut by the watcher's line, and marks the stop as said: neither the watcher
/// nor the end of main() repeats it. Safe from any thread.
void reportStop(std::ostream& log, const std::string& line);
/// Whether a command has said its stop (reportStop).
[[nodiscard]] bool stopReported();

/// Asks for a stop as if `signal_number` had arrived, without the one-second watcher: for tests of the loops.
void requestStop(int signal_number);
/// Forgets a stop asked for (tests run several stopping commands in one process).
void clearStopRequest();

}  // namespace gaitlab
