// A command line run in-process (runCli, app/cli.h) with its exit status, stdout and stderr kept.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "app/cli.h"

namespace gaitlab::testing {

struct CliRun {
    int code = -1;
    std::string out;
    std::string err;
};

/// runCli (app/cli.h) on `args`.
inline CliRun runCliCaptured(const std::vector<std::string>& args) {
    std::ostringstream out;
    std::ostringstream err;
    CliRun r;
    r.code = runCli(args, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

}  // namespace gaitlab::testing
