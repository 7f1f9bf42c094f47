// `gaitlab contacts FILE [--palette PAL] --out F`: detects the foot contacts of every direction of a sprite file of
// any supported format (engine/gait/sprite_loader.h; FOFRM PNG frames are decoded) and writes them as a foot-contacts
// sidecar (engine/gait/contact_sidecar.h) for the user to correct; prints per direction the feet found, the
// planted frames of each foot and the frames with no contact data (DECISIONS "Foot contacts").
#pragma once

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct ContactsOptions {
    std::string file;
    std::string palette;  ///< `.pal` for FRM and FR0-FR5 (empty: the one beside the file, else the default)
    std::string out;      ///< the sidecar to write
    bool force = false;   ///< --force: replace this command's own unchanged earlier output (app/files/output_file.h)
};

/// Registers the `contacts` subcommand on `app`, parsing into `options`.
CLI::App* addContactsCommand(CLI::App& app, ContactsOptions& options);

/// Runs contacts: the summary goes to `out`, an error to `err` ("gaitlab contacts: <reader's message>").
/// Returns 0, or 2 on bad input or when the sidecar cannot be written.
int runContacts(const ContactsOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab
