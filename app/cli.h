// The command line (CLI11): no subcommand starts the interactive client; `render` runs a headless
// scenario; `gen-assets` writes the generated art.
#pragma once

namespace gaitlab {

/// Parses argv and runs the chosen command. Returns the process exit status: 0 on success (and for
/// --help), 2 on bad input (the message names the option) or a failed command.
int runCli(int argc, char** argv);

} // namespace gaitlab
