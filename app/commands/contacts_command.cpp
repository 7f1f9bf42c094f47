#include "app/commands/contacts_command.h"

#include <exception>
#include <filesystem>

#include "app/commands/sprite_input.h"
#include "app/files/output_file.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/figure_pixels.h"

namespace gaitlab {

namespace {

std::string frameList(const std::vector<int>& frames) {
    if (frames.empty()) return "none";
    std::string s;
    for (int f : frames) s += (s.empty() ? "" : " ") + std::to_string(f);
    return s;
}

std::string pointText(ipos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

/// "stance: 8 of 8 frame changes judged; the planted sole's motion on the screen ...: 0>1 (1, 0) ... ; worst 2 px
/// at 5>6 (NextX/NextY of frame 6 would keep it still at (7, 0))", or why none could be judged.
std::string stanceLine(const SpriteSheet& sheet, const SheetStance& stance) {
    if (stance.steps.empty()) return "stance: one picture throughout, nothing to judge";
    int judged = 0;
    std::string moves;
    const StanceStep* worst = nullptr;
    int worst_px = -1;
    std::string first_why;
    for (const StanceStep& step : stance.steps) {
        const std::optional<ipos> slide = step.slide();
        moves += " " + std::to_string(step.from) + ">" + std::to_string(step.to) + " " +
                 (slide ? pointText(*slide) : std::string("?"));
        if (!slide) {
            if (first_why.empty())
                first_why = std::to_string(step.from) + ">" + std::to_string(step.to) + ": " + step.why;
            continue;
        }
        ++judged;
        const int px = std::max(std::abs(slide->x), std::abs(slide->y));
        if (px > worst_px) {
            worst_px = px;
            worst = &step;
        }
    }
    std::string line =
        "stance: " + std::to_string(judged) + " of " + std::to_string(stance.steps.size()) +
        " frame changes judged; the planted sole's motion on the screen, each frame where the world draws it:" + moves;
    if (worst) {
        line += "; worst " + std::to_string(worst_px) + " px at " + std::to_string(worst->from) + ">" +
                std::to_string(worst->to);
        if ((worst->from + 1) % sheet.frameCount() == worst->to) {
            const SpriteFrame& f = sheet.frames[static_cast<size_t>(worst->to)];
            line += " (NextX/NextY of frame " + std::to_string(worst->to) + " " + pointText(ipos{f.next_x, f.next_y}) +
                    " would keep it still at " + pointText(ipos{f.next_x, f.next_y} - *worst->slide()) + ")";
        }
    }
    if (!first_why.empty()) line += "; cannot judge " + first_why;
    return line;
}

}  // namespace

CLI::App* addContactsCommand(CLI::App& app, ContactsOptions& options) {
    CLI::App* cmd = app.add_subcommand("contacts", "detect the foot contacts of a sprite and write them as a sidecar");
    cmd->add_option("file", options.file,
                    "sprite file (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                    ".txt#anim, .png#NxM)")
        ->required();
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5");
    cmd->add_option("--out", options.out, "foot-contacts sidecar to write (JSON)")->required();
    cmd->add_flag("--force", options.force, "replace the sidecar an earlier `gaitlab contacts` wrote, if unchanged");
    return cmd;
}

int runContacts(const ContactsOptions& options, std::ostream& out, std::ostream& err) {
    SpriteAnimation anim;
    try {
        anim = readSpriteInput(options.file, readPaletteOption(options.palette, &err), true);
    } catch (const std::exception& e) {
        return reportFailure(err, "contacts", e.what());
    }
    // The output is checked before the work: never one of the files just read, never someone else's file.
    OutputGuard guard("contacts", options.force);
    guard.addSpriteInputs(options.file, options.palette, anim);
    if (std::string refused = guard.refusal(options.out); !refused.empty())
        return reportFailure(err, "contacts", refused);
    const std::filesystem::path path(options.file);
    const std::string name = anim.name.empty() ? path.stem().string() : anim.name;
    ContactSidecar sidecar;
    sidecar.critter = path.stem().string();
    if (!anim.dirs.empty() && !anim.dirs[0].frames.empty()) {
        const SpriteFrame& f = anim.dirs[0].frames[0];
        sidecar.canvas_width = f.width;
        sidecar.canvas_height = f.height;
        sidecar.root = {f.width / 2 - f.draw_offset.x, f.height - f.draw_offset.y};
        sidecar.draw_offset = f.draw_offset;
    }
    ContactAnimation entry;
    entry.fofrm = path.filename().string();
    entry.frames = anim.dirs.empty() ? 0 : anim.dirs[0].frameCount();
    out << options.file << ": " << anim.dirs.size() << " direction(s), " << entry.frames << " frame(s) each\n";
    const GroundShadow shadow = animationShadow(anim);
    out << "ground shadow: " << shadow.describe() << '\n';
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        std::vector<uint64_t> ids;
        for (const SpriteFrame& f : anim.dirs[d].frames) ids.push_back(frameImageId(f));
        SheetContacts c = detectSheetContacts(anim.dirs[d], stanceTravel(anim, d, HexGeometry{}), shadow, ids);
        int with_two = 0;
        int with_one = 0;
        std::vector<int> planted[2];
        std::vector<int> no_data;
        for (std::size_t k = 0; k < c.frames.size(); ++k) {
            int seen = 0;
            for (int foot = 0; foot < 2; ++foot) {
                const FootState s = c.frames[k].feet[static_cast<std::size_t>(foot)].state;
                if (s != FootState::NoContactData) ++seen;
                if (s == FootState::Planted) planted[foot].push_back(static_cast<int>(k));
            }
            if (seen == 2) ++with_two;
            if (seen == 1) ++with_one;
            if (seen == 0) no_data.push_back(static_cast<int>(k));
        }
        out << "direction " << d << " (" << directionName(d, anim.dirs.size()) << "): two feet in " << with_two
            << ", one foot in " << with_one << " of " << c.frames.size() << " frames; left planted in "
            << frameList(planted[0]) << "; right planted in " << frameList(planted[1]) << "; no contact data in "
            << frameList(no_data) << '\n';
        out << "  " << stanceLine(anim.dirs[d], c.stance) << '\n';
        entry.dirs.push_back(std::move(c));
    }
    sidecar.animations[name] = std::move(entry);
    sidecar.order.push_back(name);
    const std::string text = contactSidecarJson(sidecar);
    try {
        guard.write(options.out, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
    } catch (const std::exception& e) {
        return reportFailure(err, "contacts", e.what());
    }
    out << "wrote " << options.out << '\n';
    for (const std::string& w : guard.takeWarnings()) err << "warning: " << w << '\n';
    return 0;
}

}  // namespace gaitlab
