#include "app/files/stop_signal.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

#include <SDL_hints.h>
#include <unistd.h>

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

[[noreturn]] void endNow(int number) {
    std::fprintf(stderr, "gaitlab: stopped by %s\n", nameOf(number));
    std::fflush(stderr);
    // _exit: the main thread may be inside a reader or a GL call; no static destructors run under it.
    _exit(stopExitStatus(number));
}

void watch(sigset_t set) {
    int number = 0;
    if (sigwait(&set, &number) != 0) return;
    g_stop_signal.store(number);
    // The loops stop within a frame or a tick; whatever does not, ends at the deadline or on a second signal.
    // A write that holds the stop (StopSignalHold) is waited for, up to its own limit.
    const auto start = std::chrono::steady_clock::now();
    const auto deadline = start + kGrace;
    const auto hold_deadline = start + std::chrono::seconds(kStopHoldSeconds);
    const timespec poll{0, 50'000'000};
    while (std::chrono::steady_clock::now() < deadline ||
           (g_holds.load() > 0 && std::chrono::steady_clock::now() < hold_deadline)) {
        siginfo_t info;
        if (sigtimedwait(&set, &info, &poll) > 0) endNow(number);
    }
    endNow(number);
}

}  // namespace

void installStopSignals() {
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread(watch, set).detach();
}

bool stopRequested() { return g_stop_signal.load(std::memory_order_relaxed) != 0; }

int stopSignalNumber() { return g_stop_signal.load(); }

const char* stopSignalName() { return nameOf(stopSignalNumber()); }

StopSignalHold::StopSignalHold() { g_holds.fetch_add(1); }

StopSignalHold::~StopSignalHold() { g_holds.fetch_sub(1); }

void requestStop(int signal_number) { g_stop_signal.store(signal_number); }

void clearStopRequest() { g_stop_signal.store(0); }

}  // namespace gaitlab
