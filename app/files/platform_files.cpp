#include "app/files/platform_files.h"

#include <cerrno>
#include <string>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <sys/stat.h>
#else
#include <unistd.h>
#endif

namespace gaitlab {

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
