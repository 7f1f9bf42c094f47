// Where the program finds what it ships (DECISIONS "Installed copies"): the assets and shaders beside its own
// executable when it is installed (`<prefix>/bin/gaitlab` with `<prefix>/share/gaitlab/`, or a folder holding
// `gaitlab.exe` with `assets/` and `shaders/` beside it), else, for a program run from its build folder, the source
// tree's. An installed copy never falls back to a source tree: without its own files it says where it looked.
#pragma once

#include <string>

namespace gaitlab {

/// The folder of the running executable, "" when the system cannot say (Linux: /proc/self/exe; Windows:
/// GetModuleFileNameW, as its ASCII short name when the long one is not ASCII: app/files/platform_files.h).
[[nodiscard]] std::string executableDir();

/// The shipped asset folder (critters/, tiles/, maps/, anim/, scenarios/): `<exe>/../<data>/assets` (data: the
/// install's share/gaitlab, GAITLAB_INSTALL_DATA_REL), else `<exe>/assets`, else, for a program inside the build
/// folder it was built in (GAITLAB_BUILD_DIR), the source tree's (GAITLAB_ASSET_DIR). Otherwise the installed
/// place, which does not exist: the first load names it. Never throws.
[[nodiscard]] std::string shippedAssetDir();

/// The shader folder, found as shippedAssetDir finds the assets (`shaders/` beside `assets/`).
[[nodiscard]] std::string shippedShaderDir();

/// The user's gaitlab settings folder (the layout, the recent scenarios): $XDG_CONFIG_HOME/gaitlab, else on Windows
/// %APPDATA%\gaitlab, else $HOME/.config/gaitlab; "" when none of them is set. Not created here.
[[nodiscard]] std::string userConfigDir();

/// The folder under which the client writes its screenshots and recordings (`out/screenshots`, `out/recordings`):
/// the working folder, unless that is the installed program's own folder (Windows starts a program opened by a
/// double click there), which it never writes into: then %USERPROFILE%\Documents\gaitlab on Windows,
/// $HOME/gaitlab elsewhere (the working folder when neither is set).
[[nodiscard]] std::string clientOutputBase();

/// The user's gaitlab state folder (the record of written outputs): $XDG_STATE_HOME/gaitlab, else on Windows
/// %LOCALAPPDATA%\gaitlab, else $HOME/.local/state/gaitlab; "" when none of them is set. Not created here.
[[nodiscard]] std::string userStateDir();

}  // namespace gaitlab
