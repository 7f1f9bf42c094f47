#include <cstdio>

#include "app/cli.h"
#include "app/files/stop_signal.h"

int main(int argc, char** argv) {
    gaitlab::installStopSignals();  // before any thread starts (app/files/stop_signal.h)
    const int status = gaitlab::runCli(argc, argv);
    if (!gaitlab::stopRequested()) return status;
    std::fprintf(stderr, "gaitlab: stopped by %s\n", gaitlab::stopSignalName());
    return gaitlab::stopExitStatus(gaitlab::stopSignalNumber());
}
