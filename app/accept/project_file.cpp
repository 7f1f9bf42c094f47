#include "app/accept/project_file.h"

#include <filesystem>

#include "engine/base/json_reader.h"

namespace gaitlab {

std::optional<ProjectFile> readProjectFile(const std::string& art) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path dir = fs::is_directory(art, ec) ? fs::path(art) : fs::path(art).parent_path();
    const fs::path path = (dir.empty() ? fs::path(".") : dir) / kProjectFileName;
    if (!fs::exists(fs::symlink_status(path, ec))) return std::nullopt;
    ProjectFile project;
    project.file = path.string();
    const nlohmann::json doc = parseJson(readJsonFile(project.file, "project file"), project.file);
    const JsonReader r(project.file);
    r.object(doc, "", "a project object ({\"speeds\": {\"walk\": W, \"run\": R}})");
    r.onlyKeys(doc, "", {"speeds"});
    const nlohmann::json& speeds_v = r.require(doc, "", "speeds", "the game's speeds ({\"walk\": W, \"run\": R})");
    if (const nlohmann::json* speeds = &speeds_v) {
        r.object(*speeds, "/speeds", "an object of speeds ({\"walk\": W, \"run\": R})");
        if (speeds->empty()) r.fail("/speeds", "walk, run or both (a project file without speeds says nothing)");
        r.onlyKeys(*speeds, "/speeds", {"walk", "run"});
        const char* what = "a whole ground speed in px/s, 1..1000";
        if (const nlohmann::json* v = r.find(*speeds, "walk"))
            project.walk_speed = static_cast<int>(r.integer(*v, "/speeds/walk", 1, 1000, what));
        if (const nlohmann::json* v = r.find(*speeds, "run"))
            project.run_speed = static_cast<int>(r.integer(*v, "/speeds/run", 1, 1000, what));
    }
    return project;
}

}  // namespace gaitlab
