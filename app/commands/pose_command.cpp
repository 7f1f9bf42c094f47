#include "app/commands/pose_command.h"

#include <cstdint>
#include <exception>

#include "app/commands/cli_values.h"
#include "engine/tactics/tactics.h"

namespace gaitlab {

namespace {

constexpr int kBadInput = 2;
constexpr int64_t kMaxPoseTick = 1000000000;  // about 193 days at 60 ticks per second

}  // namespace

CLI::App* addPoseCommand(CLI::App& app, PoseOptions& options) {
    CLI::App* cmd =
        app.add_subcommand("pose", "print a tactics unit's pose at one moment as JSON (DECISIONS \"Test a Port\")");
    cmd->add_option("data", options.data, "tactics-sprite-data JSON file")->required();
    cmd->add_option("--animation", options.animation, "animation name (\"Idle\" for the idle branch)")->required();
    cmd->add_option("--view", options.view, "view 0..7: (facing + camera step) mod 8")
        ->check(IntegerRange(0, 7))
        ->capture_default_str();
    cmd->add_option("--tick", options.tick, "ticks at 60/s since the clip began")
        ->check(IntegerRange(0, kMaxPoseTick))
        ->capture_default_str();
    cmd->add_flag("--water", options.water, "draw the water frames (+waterOffset)");
    return cmd;
}

int runPose(const PoseOptions& options, std::ostream& out, std::ostream& err) {
    tactics::Atlas atlas;
    try {
        atlas = tactics::loadAtlas(options.data);
    } catch (const std::exception& e) {
        err << "gaitlab pose: " << e.what() << '\n';
        return kBadInput;
    }
    const tactics::Animation* animation = tactics::findAnimation(atlas, options.animation);
    if (animation == nullptr) {
        std::string names;
        for (const tactics::Animation& a : atlas.animations)
            names += (names.empty() ? "" : ", ") + ("\"" + a.name + "\"");
        err << "gaitlab pose: " << options.data << ": no animation named \"" << options.animation
            << "\" (there are: " << (names.empty() ? std::string("none") : names) << ", and \"Idle\")\n";
        return kBadInput;
    }
    try {
        const tactics::Pose pose = tactics::poseAt(atlas, *animation, options.view, options.tick, options.water);
        out << tactics::poseToJson(pose) << '\n';
    } catch (const std::exception& e) {
        err << "gaitlab pose: " << options.data << ": " << e.what() << '\n';
        return kBadInput;
    }
    return 0;
}

}  // namespace gaitlab
