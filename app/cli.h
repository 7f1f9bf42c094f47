// The command line (CLI11): no subcommand starts the interactive client; `render` runs a headless
// scenario; `gen-assets` writes the generated art; `inspect`, `bake` and `export-frm` read and write sprite
// files (app/commands/).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gaitlab {

/// Parses argv and runs the chosen command. Returns the process exit status: 0 on success (and for
/// --help), 2 on bad input (the message names the option) or a failed command.
int runCli(int argc, char** argv);
/// runCli with CLI11's messages, help and the sprite commands' output going to `out` and `err`.
int runCli(int argc, char** argv, std::ostream& out, std::ostream& err);
/// runCli on the arguments after the program name (e.g. {"inspect", "walk.frm", "--json"}): runs a command
/// in-process, as the tests do.
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace gaitlab
