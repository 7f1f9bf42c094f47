#include "app/files/render_outputs.h"

#include <filesystem>
#include <system_error>

namespace gaitlab {

std::string RenderOutputs::begin(const std::string& dir) {
    dir_ = dir;
    return list_.begin(dir, kListName, "render");
}

std::string RenderOutputs::add(const std::vector<std::string>& names) {
    namespace fs = std::filesystem;
    std::string refused;
    for (const std::string& name : names) {
        const std::string path = (fs::path(dir_) / name).string();
        std::error_code ec;
        if (fs::symlink_status(path, ec).type() == fs::file_type::not_found) continue;
        refused += (refused.empty() ? "" : "; ") + path + ": exists and gaitlab render did not write it; nothing was " +
                   "written over it";
    }
    if (!refused.empty()) return refused;
    for (const std::string& name : names)
        if (std::string error = list_.add((fs::path(dir_) / name).string()); !error.empty()) return error;
    return {};
}

std::string openRenderFolder(const std::string& out_dir, const std::vector<std::string>& names, RenderOutputs& outputs,
                             std::ostream& log) {
    if (out_dir.empty()) return "--out is required";
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) return out_dir + ": cannot create folder: " + ec.message();
    if (std::string list_error = outputs.begin(out_dir); !list_error.empty()) return list_error;
    for (const std::string& note : outputs.takeNotes()) log << "gaitlab render: " << note << '\n';
    return outputs.add(names);
}

}  // namespace gaitlab
