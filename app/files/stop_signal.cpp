#include "app/files/stop_signal.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

#include <SDL_hints.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace gaitlab {

namespace {

std::atomic<int> g_stop_signal{0};
std::atomic<int> g_holds{0};  // StopSignalHold objects alive

constexpr auto kGrace = std::chrono::seconds(1);

const char* nameOf(int number) {
    if (number == SIGINT) return "SIGINT";
    if (number == SIGTERM) return "SIGTERM";
    return "signal";
}

/// Held while a stop line is written, so the watcher's own line never lands inside a command's.
std::timed_mutex g_line_lock;
std::atomic<bool> g_reported{false};

[[noreturn]] void endNow(int number) {
    // A command writing its stop line gets a moment to finish it; a program stuck elsewhere still ends.
    const bool locked = g_line_lock.try_lock_for(std::chrono::milliseconds(200));
    if (!g_reported.load()) std::fprintf(stderr, "gaitlab: stopped by %s\n", nameOf(number));
    std::fflush(stderr);
    if (locked) g_line_lock.unlock();
    // _exit: the main thread may be inside a reader or a GL call; no static destructors run under it.
    _exit(stopExitStatus(number));
}

/// Whether a second signal has come (the first one is in g_stop_signal).
std::atomic<bool> g_second_signal{false};

/// After the first signal: the loops stop within a frame or a tick; whatever does not, ends at the deadline or on a
/// second signal. A write that holds the stop (StopSignalHold) is waited for, up to its own limit.
[[noreturn]] void endAfterGrace(int number) {
    const auto start = std::chrono::steady_clock::now();
    const auto deadline = start + kGrace;
    const auto hold_deadline = start + std::chrono::seconds(kStopHoldSeconds);
    while (!g_second_signal.load() && (std::chrono::steady_clock::now() < deadline ||
                                       (g_holds.load() > 0 && std::chrono::steady_clock::now() < hold_deadline)))
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    endNow(number);
}

#ifdef _WIN32
/// Ctrl+C and Ctrl+Break count as SIGINT; closing the console, logging off and shutting down as SIGTERM. Windows
/// runs this on a thread of its own; returning TRUE keeps the process alive for the grace period.
BOOL WINAPI onConsoleEvent(DWORD event) {
    const int number = (event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT) ? SIGINT : SIGTERM;
    int none = 0;
    if (!g_stop_signal.compare_exchange_strong(none, number)) {
        g_second_signal.store(true);
        return TRUE;
    }
    std::thread(endAfterGrace, number).detach();
    return TRUE;
}
#else
void watch(sigset_t set) {
    int number = 0;
    if (sigwait(&set, &number) != 0) return;
    g_stop_signal.store(number);
    std::thread([set] {
        sigset_t again = set;
        int second = 0;
        if (sigwait(&again, &second) == 0) g_second_signal.store(true);
    }).detach();
    endAfterGrace(number);
}
#endif

}  // namespace

void installStopSignals() {
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
#ifdef _WIN32
    SetConsoleCtrlHandler(onConsoleEvent, TRUE);
#else
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread(watch, set).detach();
#endif
}

bool stopRequested() { return g_stop_signal.load(std::memory_order_relaxed) != 0; }

int stopSignalNumber() { return g_stop_signal.load(); }

const char* stopSignalName() { return nameOf(stopSignalNumber()); }

StopSignalHold::StopSignalHold() { g_holds.fetch_add(1); }

StopSignalHold::~StopSignalHold() { g_holds.fetch_sub(1); }

void reportStop(std::ostream& log, const std::string& line) {
    const std::lock_guard<std::timed_mutex> guard(g_line_lock);
    log << line << std::flush;
    g_reported.store(true);
}

bool stopReported() { return g_reported.load(); }

void requestStop(int signal_number) { g_stop_signal.store(signal_number); }

void clearStopRequest() {
    g_stop_signal.store(0);
    g_reported.store(false);
}

}  // namespace gaitlab
