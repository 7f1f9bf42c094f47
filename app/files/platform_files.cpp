#include "app/files/platform_files.h"

#include <cerrno>
#include <cstring>
#include <string>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#include <windows.h>
// After windows.h, whose types it uses.
#include <algorithm>

#include <shellapi.h>
#else
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace gaitlab {

#ifdef _WIN32
namespace {

bool isAscii(const std::wstring& s) {
    return std::all_of(s.begin(), s.end(), [](wchar_t c) { return c < 0x80; });
}

std::string utf8(const std::wstring& s) {
    if (s.empty()) return {};
    const int n = WideCharToMultiByte(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(n > 0 ? n : 0), '\0');
    if (n > 0) WideCharToMultiByte(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), out.data(), n, nullptr, nullptr);
    return out;
}

std::string narrowAscii(const std::wstring& s) { return std::string(s.begin(), s.end()); }

/// One argument (or an option's value), usable as a narrow path; "" with `error` set when it cannot be.
std::string usableArgument(const std::wstring& arg, std::string& error) {
    namespace fs = std::filesystem;
    if (isAscii(arg)) return narrowAscii(arg);
    const fs::path p(arg);
    const std::wstring leaf = p.filename().wstring();
    const fs::path parent = p.has_parent_path() ? p.parent_path() : fs::path(L".");
    std::error_code ec;
    // An ASCII name in a folder that is not: the folder's short name keeps the file's own name and extension.
    if (isAscii(leaf) && fs::is_directory(parent, ec)) {
        const std::string folder = asciiPath(parent.wstring());
        if (!folder.empty()) return (fs::path(folder) / narrowAscii(leaf)).string();
    }
    const bool exists = fs::exists(p, ec);
    if (exists && fs::is_directory(p, ec)) {
        if (std::string folder = asciiPath(arg); !folder.empty()) return folder;
    }
    if (exists) {
        error = "'" + utf8(arg) +
                "': on Windows gaitlab cannot yet open a file whose own name is outside ASCII (a short name would lose "
                "its extension); rename it (its folders may have any name)";
        return {};
    }
    if (fs::is_directory(parent, ec)) {
        error = "'" + utf8(arg) +
                "': on Windows gaitlab cannot yet create a file or folder whose name is outside ASCII; choose an "
                "ASCII name";
        return {};
    }
    return utf8(arg);
}

}  // namespace

std::string asciiPath(const std::wstring& path) {
    if (isAscii(path)) return narrowAscii(path);
    const DWORD n = GetShortPathNameW(path.c_str(), nullptr, 0);
    if (n == 0) return {};
    std::wstring shortened(n, L'\0');
    const DWORD written = GetShortPathNameW(path.c_str(), shortened.data(), n);
    if (written == 0 || written >= n) return {};
    shortened.resize(written);
    return isAscii(shortened) ? narrowAscii(shortened) : std::string();
}
#endif

std::string pathKey(const std::string& path) {
#ifdef _WIN32
    std::string key = path;
    for (char& c : key)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return key;
#else
    return path;
#endif
}

bool isWindowsDeviceName(const std::filesystem::path& path) {
#ifdef _WIN32
    for (const std::filesystem::path& part : path) {
        std::string stem = part.string();
        stem = stem.substr(0, stem.find('.'));
        while (!stem.empty() && stem.back() == ' ') stem.pop_back();
        stem = pathKey(stem);
        if (stem == "con" || stem == "prn" || stem == "aux" || stem == "nul") return true;
        if (stem.size() == 4 && (stem.rfind("com", 0) == 0 || stem.rfind("lpt", 0) == 0) && stem[3] >= '1' &&
            stem[3] <= '9')
            return true;
    }
    return false;
#else
    (void)path;
    return false;
#endif
}

std::vector<std::string> programArguments(int argc, char** argv, std::string& error) {
#ifdef _WIN32
    (void)argc;
    (void)argv;
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    std::vector<std::string> args;
    for (int i = 1; wide != nullptr && i < count && error.empty(); ++i) {
        const std::wstring arg = wide[i];
        const std::size_t eq = arg.find(L'=');
        if (arg.rfind(L"--", 0) == 0 && eq != std::wstring::npos)
            args.push_back(usableArgument(arg.substr(0, eq), error) + "=" + usableArgument(arg.substr(eq + 1), error));
        else
            args.push_back(usableArgument(arg, error));
    }
    if (wide != nullptr) LocalFree(wide);
    if (!error.empty()) args.clear();
    return args;
#else
    (void)error;
    return std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + argc);
#endif
}

std::FILE* openFile(const std::filesystem::path& path, const char* mode) {
#ifdef _WIN32
    const std::wstring wide_mode(mode, mode + std::char_traits<char>::length(mode));
    return _wfopen(path.c_str(), wide_mode.c_str());
#else
    return std::fopen(path.c_str(), mode);
#endif
}

bool createNewFile(const std::filesystem::path& path) {
#ifdef _WIN32
    // The C runtime MinGW links (msvcrt) knows no "x" mode: _O_EXCL is the same promise.
    const int fd = _wopen(path.c_str(), _O_CREAT | _O_EXCL | _O_WRONLY | _O_BINARY, _S_IREAD | _S_IWRITE);
    if (fd < 0) return false;
    _close(fd);
    return true;
#else
    std::FILE* file = std::fopen(path.c_str(), "wbx");
    if (file == nullptr) return false;
    std::fclose(file);
    return true;
#endif
}

bool folderWritable(const std::filesystem::path& path) {
#ifdef _WIN32
    return _waccess(path.c_str(), 2) == 0;  // 2: write permission (W_OK)
#else
    return access(path.c_str(), W_OK) == 0;
#endif
}

long processId() {
#ifdef _WIN32
    return _getpid();
#else
    return static_cast<long>(getpid());
#endif
}

std::FILE* openScratchFile(std::string& error) {
#ifdef _WIN32
    // "D": _O_TEMPORARY, deleted when its last handle closes, which the system does for a killed program too.
    static int counter = 0;
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    if (ec) {
        error = "no temporary folder (" + ec.message() + ")";
        return nullptr;
    }
    const std::filesystem::path path =
        dir / ("gaitlab-" + std::to_string(processId()) + "-" + std::to_string(++counter) + ".tmp");
    std::FILE* file = _wfopen(path.c_str(), L"w+bD");
#else
    // Unlinked from the start: nothing is left behind, whatever ends the program.
    std::FILE* file = std::tmpfile();
#endif
    if (file == nullptr) error = std::string("cannot make a scratch file (") + std::strerror(errno) + ")";
    return file;
}

int seekScratchFile(std::FILE* file, long long offset) {
#ifdef _WIN32
    return _fseeki64(file, offset, SEEK_SET);
#else
    return fseeko(file, static_cast<off_t>(offset), SEEK_SET);
#endif
}

bool processRunning(long pid) {
#ifdef _WIN32
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, static_cast<DWORD>(pid));
    if (process == nullptr) return GetLastError() == ERROR_ACCESS_DENIED;  // there, but another user's
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return running;
#else
    return pid > 0 && (kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
#endif
}

unsigned long long availableMemoryBytes() {
#ifdef _WIN32
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? status.ullAvailPhys : 0;
#else
    const long pages = sysconf(_SC_AVPHYS_PAGES);
    const long page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? static_cast<unsigned long long>(pages) * static_cast<unsigned long long>(page) : 0;
#endif
}

std::tm localTime(std::time_t t) {
    std::tm local{};
#ifdef _WIN32
    localtime_s(&local, &t);
#else
    localtime_r(&t, &local);
#endif
    return local;
}

}  // namespace gaitlab
