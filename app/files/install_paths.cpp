#include "app/files/install_paths.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#ifdef _WIN32
#include <windows.h>

#include "app/files/platform_files.h"
#endif

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

bool isFolder(const fs::path& p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

/// Whether `inner` lies inside `outer` (both made absolute and normal, links resolved where they exist).
bool inside(const fs::path& inner, const fs::path& outer) {
    std::error_code ec;
    const fs::path a = fs::weakly_canonical(inner, ec);
    const fs::path b = fs::weakly_canonical(outer, ec);
    if (ec || b.empty()) return false;
    auto it = a.begin();
    for (const auto& part : b) {
        if (part.empty()) continue;
        if (it == a.end() || *it != part) return false;
        ++it;
    }
    return true;
}

/// `<exe>/../<data>/<what>`, `<exe>/<what>`, or the build tree's `source_dir` for a program in the build folder.
std::string shipped(const char* what, const char* source_dir) {
    const fs::path exe = executableDir();
    if (!exe.empty()) {
        const fs::path installed = (exe / GAITLAB_INSTALL_DATA_REL / what).lexically_normal();
        if (isFolder(installed)) return installed.string();
        if (isFolder(exe / what)) return (exe / what).string();
        if (!inside(exe, GAITLAB_BUILD_DIR)) return installed.string();
    }
    return source_dir;
}

/// The environment variable `name`, nullptr when it is unset or empty.
const char* envValue(const char* name) {
    const char* v = std::getenv(name);
    return v != nullptr && *v != '\0' ? v : nullptr;
}

/// `<$xdg>/gaitlab`, else on Windows `<%windows%>/gaitlab`, else `$HOME/<under_home>/gaitlab`, else "".
std::string userFolder(const char* xdg, const char* windows, const fs::path& under_home) {
    if (const char* dir = envValue(xdg)) return (fs::path(dir) / "gaitlab").string();
#ifdef _WIN32
    if (const char* dir = envValue(windows)) return (fs::path(dir) / "gaitlab").string();
#else
    (void)windows;
#endif
    if (const char* home = envValue("HOME")) return (fs::path(home) / under_home / "gaitlab").string();
    return {};
}

}  // namespace

std::string executableDir() {
#ifdef _WIN32
    wchar_t buffer[32768];
    const DWORD n = GetModuleFileNameW(nullptr, buffer, static_cast<DWORD>(std::size(buffer)));
    if (n == 0 || n >= std::size(buffer)) return {};
    // ASCII, so the rest of the program reads it back as written (app/files/platform_files.h); a folder whose name
    // has no ASCII form gives "", and the build tree's or --assets' folders are used.
    return asciiPath(fs::path(std::wstring(buffer, n)).parent_path().wstring());
#else
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : exe.parent_path().string();
#endif
}

std::string clientOutputBase() {
    std::error_code ec;
    const fs::path cwd = fs::current_path(ec);
    const std::string exe = executableDir();
    if (exe.empty() || inside(exe, GAITLAB_BUILD_DIR) || !fs::equivalent(cwd, exe, ec)) return cwd.string();
#ifdef _WIN32
    const char* home = envValue("USERPROFILE");
    const fs::path under_home = "Documents";
#else
    const char* home = envValue("HOME");
    const fs::path under_home;
#endif
    if (home == nullptr) return cwd.string();
    return (fs::path(home) / under_home / "gaitlab").string();
}

std::string userConfigDir() { return userFolder("XDG_CONFIG_HOME", "APPDATA", ".config"); }

std::string userStateDir() { return userFolder("XDG_STATE_HOME", "LOCALAPPDATA", fs::path(".local") / "state"); }

std::string shippedAssetDir() { return shipped("assets", GAITLAB_ASSET_DIR); }

std::string shippedShaderDir() { return shipped("shaders", GAITLAB_SHADER_DIR); }

}  // namespace gaitlab
