#include "app/files/output_file.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>

#include "app/files/image_file.h"
#include "app/files/output_record.h"
#include "app/files/platform_files.h"
#include "app/files/sprite_files.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

/// Absolute with links resolved as far as the path exists; the lexical form when that fails.
fs::path resolved(const fs::path& path) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(path, ec);
    if (ec) p = fs::absolute(path, ec).lexically_normal();
    return p;
}

/// Through a link to where it points (the link stays); else the path as given, so messages name it.
std::string writtenPath(const std::string& path) {
    std::error_code ec;
    return fs::is_symlink(path, ec) ? resolved(path).string() : path;
}

std::string failure(const std::string& reason) { return "cannot write the file (" + reason + ")"; }

/// The process ID in one of writeOutputThrough's temporary names (".<name>.tmp-<pid>-<n>"), or -1.
long temporaryNamePid(const std::string& name) {
    const std::size_t tmp = name.rfind(".tmp-");
    if (name.empty() || name[0] != '.' || tmp == std::string::npos || tmp == 0) return -1;
    const std::size_t dash = name.find('-', tmp + 5);
    if (dash == std::string::npos || dash == tmp + 5 || dash + 1 == name.size()) return -1;
    for (std::size_t i = tmp + 5; i < name.size(); ++i)
        if (i != dash && (name[i] < '0' || name[i] > '9')) return -1;
    try {
        return std::stol(name.substr(tmp + 5, dash - tmp - 5));
    } catch (const std::exception&) {
        return -1;
    }
}

/// Once per folder and run: removes the temporary files a killed run of gaitlab left there (their process is gone;
/// a run still writing keeps its own).
void removeLeftoverTemporaries(const fs::path& folder) {
    static std::mutex lock;
    static std::set<std::string> cleaned;
    const std::lock_guard<std::mutex> guard(lock);
    if (!cleaned.insert(resolved(folder).string()).second) return;
    std::error_code ec;
    for (auto it = fs::directory_iterator(folder, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const long pid = temporaryNamePid(it->path().filename().string());
        if (pid < 0 || pid == processId() || processRunning(pid)) continue;
        std::error_code remove_ec;
        if (fs::is_regular_file(it->symlink_status(remove_ec))) fs::remove(it->path(), remove_ec);
    }
}

}  // namespace

void writeOutputThrough(const std::string& path, const std::function<void(const std::string&)>& write_temp) {
    if (path.empty()) throw FormatError("--out", 0, "expected a file name, got ''");
    const fs::path target(path);
    const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        throw FormatError(path, 0, failure("the folder " + folder.string() + " does not exist"));
    removeLeftoverTemporaries(folder);
    // A name of our own in the same folder (so the rename stays on one file system), created exclusively.
    static std::atomic<unsigned> counter{0};
    std::string name = target.filename().string();
    name.insert(0, 1, '.');
    name.append(".tmp-").append(std::to_string(processId())).append("-").append(std::to_string(counter++));
    const fs::path temp = folder / name;
    if (!createNewFile(temp)) throw FormatError(path, 0, failure(std::strerror(errno != 0 ? errno : EIO)));
    try {
        write_temp(temp.string());
    } catch (const std::exception& e) {
        fs::remove(temp, ec);
        throw FormatError(path, 0, failure(e.what()));
    }
    // A replaced file keeps its permissions.
    if (const fs::file_status old = fs::status(target, ec); !ec && fs::is_regular_file(old))
        fs::permissions(temp, old.permissions(), ec);
    fs::rename(temp, target, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(temp, ignored);
        throw FormatError(path, 0, failure(ec.message()));
    }
}

void writeOutputFile(const std::string& path, std::span<const uint8_t> bytes) {
    writeOutputThrough(path, [&bytes](const std::string& temp) {
        std::FILE* file = openFile(temp, "wb");
        if (file == nullptr) throw std::runtime_error(std::strerror(errno != 0 ? errno : EIO));
        const bool wrote = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
        const int write_errno = errno;
        if (std::fclose(file) != 0 || !wrote)
            throw std::runtime_error(std::strerror(write_errno != 0 ? write_errno : EIO));
    });
}

std::string writeOutputPng(const std::string& path, const RgbaImage& image) {
    try {
        writeOutputThrough(path, [&image](const std::string& temp) { writePngFile(image, temp); });
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
}

bool isSameOrInside(const fs::path& inner, const fs::path& outer) {
    const fs::path a = resolved(inner);
    const fs::path b = resolved(outer);
    auto ia = a.begin();
    for (auto ib = b.begin(); ib != b.end(); ++ib, ++ia) {
        if (ib->empty()) continue;  // a trailing separator
        if (ia == a.end() || *ia != *ib) return false;
    }
    return true;
}

OutputGuard::OutputGuard(std::string command, bool force) : command_(std::move(command)), force_(force) {}

void OutputGuard::addInput(const std::string& path) {
    std::error_code ec;
    if (path.empty() || !fs::exists(path, ec)) return;
    inputs_.push_back(resolved(path));
}

void OutputGuard::addSpriteInputs(const std::string& path, const std::string& palette, const SpriteAnimation& anim) {
    for (const std::string& file : spriteInputFiles(path, palette)) addInput(file);
    for (const SpriteSheet& sheet : anim.dirs)
        for (const SpriteFrame& frame : sheet.frames) addInput(frame.image);
    addInput(palette);
}

std::string OutputGuard::refusal(const std::string& path) const {
    if (path.empty()) return "--out: expected a file name, got ''";
    const std::string nothing = "; nothing was written";
    if (isWindowsDeviceName(path))
        return path +
               ": names a Windows device (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension), expected a "
               "regular file" +
               nothing + " (it was not opened)";
    std::error_code ec;
    const fs::file_type type = fs::status(path, ec).type();
    if (type != fs::file_type::not_found && type != fs::file_type::regular)
        return path + ": " + notRegularFileReason(path) + nothing + " (it was not opened)";
    const fs::path target = resolved(path);
    for (const fs::path& written : written_)
        if (pathKey(written.string()) == pathKey(target.string()))
            return path + ": written twice by this run" + nothing + " the second time";
    if (type == fs::file_type::not_found) return {};
    for (const fs::path& input : inputs_)
        if (input == target || fs::equivalent(input, target, ec))
            return path + ": is a file gaitlab " + command_ + " reads (" + input.string() + ")" + nothing +
                   "; choose another output";
    if (recordedWriter(target.string()) == command_) {
        if (force_) return {};
        return path + ": exists (an earlier output of gaitlab " + command_ + ")" + nothing + "; --force overwrites it";
    }
    return path + ": exists, and gaitlab " + command_ + " did not write it or it changed since" + nothing +
           "; choose another output or move the file away";
}

std::string OutputGuard::refusals(const std::vector<std::string>& paths) const {
    std::string all;
    for (const std::string& path : paths)
        if (std::string r = refusal(path); !r.empty()) all += (all.empty() ? "" : "; ") + r;
    return all;
}

void OutputGuard::write(const std::string& path, std::span<const uint8_t> bytes) {
    if (std::string r = refusal(path); !r.empty()) throw std::runtime_error(r);
    writeOutputFile(writtenPath(path), bytes);
    const std::string target = resolved(path).string();
    written_.push_back(target);
    if (std::string e = recordOutput(target, command_, bytes); !e.empty()) warnings_.push_back(e);
}

void OutputGuard::writePng(const std::string& path, const RgbaImage& image) {
    if (std::string r = refusal(path); !r.empty()) throw std::runtime_error(r);
    writeOutputThrough(writtenPath(path), [&image](const std::string& temp) { writePngFile(image, temp); });
    const std::string target = resolved(path).string();
    written_.push_back(target);
    std::vector<uint8_t> bytes;
    try {
        bytes = readRegularFile(target, kMaxBinaryFileBytes);
    } catch (const std::exception& e) {
        warnings_.push_back(std::string(e.what()) + ": not recorded as an output of gaitlab " + command_);
        return;
    }
    if (std::string e = recordOutput(target, command_, bytes); !e.empty()) warnings_.push_back(e);
}

std::vector<std::string> OutputGuard::takeWarnings() { return std::exchange(warnings_, {}); }

}  // namespace gaitlab
