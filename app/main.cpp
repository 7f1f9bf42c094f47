#include <cstdio>
#include <iostream>

#include "app/cli.h"
#include "app/files/platform_files.h"
#include "app/files/stop_signal.h"

int main(int argc, char** argv) {
    gaitlab::installStopSignals();  // before any thread starts (app/files/stop_signal.h)
#ifdef _WIN32
    // Windows: the arguments from the wide command line (app/files/platform_files.h).
    std::string error;
    const std::vector<std::string> args = gaitlab::programArguments(argc, argv, error);
    if (!error.empty()) {
        std::fprintf(stderr, "gaitlab: %s\n", error.c_str());
        return 2;
    }
    const int status = gaitlab::runCli(args, std::cout, std::cerr);
#else
    const int status = gaitlab::runCli(argc, argv);
#endif
    if (!gaitlab::stopRequested()) return status;
    // A command that said how far it got has said it was stopped.
    if (!gaitlab::stopReported()) std::fprintf(stderr, "gaitlab: stopped by %s\n", gaitlab::stopSignalName());
    return gaitlab::stopExitStatus(gaitlab::stopSignalNumber());
}
