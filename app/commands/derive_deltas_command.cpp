#include "app/commands/derive_deltas_command.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <sstream>

#include "app/commands/sprite_input.h"
#include "app/files/fofrm_export.h"
#include "app/files/output_file.h"
#include "engine/base/plane_length.h"
#include "engine/formats/sprite_import.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/contacts.h"
#include "engine/gait/derive_deltas.h"
#include "engine/gait/figure_pixels.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

/// Degrees a derived T may be off its hex direction: the direction metric's warning bound (animation_metrics.h).
constexpr double kDerivedAngleMax = 10.0;
/// Frames a direction's "cannot derive" line names before "and N more".
constexpr std::size_t kFramesListed = 12;

/// Hex steps per cycle a derived T must reach: about half the slowest of Fallout 1's 47 walks, whose authored T
/// carries the figure 0.78 to 2.28 hex steps a cycle.
constexpr double kDerivedStrideMin = 0.4;

}  // namespace

std::string strideSpreadWarning(const std::vector<DerivedStride>& strides) {
    if (strides.size() < 2) return {};
    const auto [lo, hi] =
        std::minmax_element(strides.begin(), strides.end(),
                            [](const DerivedStride& a, const DerivedStride& b) { return a.hexes < b.hexes; });
    if (lo->hexes <= 0.0 || hi->hexes <= kStrideSpreadMax * lo->hexes) return {};
    std::string list;
    for (const DerivedStride& s : strides) list += (list.empty() ? "" : ", ") + s.label + " " + fixedText(s.hexes, 2);
    return "the derived strides disagree: " + list + " hex steps per cycle (more than " +
           fixedText((kStrideSpreadMax - 1.0) * 100.0, 0) +
           " % apart); a walk carries its figure as far whichever way it faces, so the shorter or longer ones likely "
           "followed something other than a planted foot: check them in the client before using them";
}

CLI::App* addDeriveDeltasCommand(CLI::App& app, DeriveDeltasOptions& options) {
    CLI::App* cmd =
        app.add_subcommand("derive-deltas",
                           "compute NextX/NextY that keep the planted foot still and write them as a FOFRM");
    cmd->add_option("file", options.file,
                    "sprite file (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                    ".txt#anim, .png#NxM)")
        ->required();
    cmd->add_option("--out", options.out, "the FOFRM to write")->required();
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5");
    cmd->add_option("--contacts", options.contacts, "foot-contacts sidecar naming the feet (default: detection)")
        ->check(CLI::ExistingFile);
    cmd->add_flag("--fill", options.fill,
                  "give a change the pixels cannot judge the mean of its direction's measured deltas (default: such a "
                  "direction is written as it was)");
    cmd->add_flag("--force", options.force,
                  "replace the FOFRM and frames an earlier `gaitlab derive-deltas` wrote, if unchanged");
    return cmd;
}

int runDeriveDeltas(const DeriveDeltasOptions& options, std::ostream& out, std::ostream& err) {
    try {
        const SpriteAnimation anim = readSpriteInput(options.file, readPaletteOption(options.palette, &err), true);
        if (anim.dirs.empty()) return reportFailure(err, "derive-deltas", options.file + ": no directions");
        std::optional<ContactSidecar> sidecar;
        std::string sidecar_path = options.contacts;
        if (sidecar_path.empty()) {
            const fs::path beside =
                fs::path(options.file).parent_path() / (fs::path(options.file).stem().string() + ".contacts.json");
            std::error_code ec;
            if (fs::is_regular_file(beside, ec)) sidecar_path = beside.string();
        }
        if (!sidecar_path.empty()) sidecar = readContactSidecar(sidecar_path);
        // Never over a file just read (the sprite, a frame, the sidecar) or one derive-deltas did not write.
        OutputGuard guard("derive-deltas", options.force);
        guard.addSpriteInputs(options.file, options.palette, anim);
        guard.addInput(sidecar_path);
        if (std::string refused = guard.refusal(options.out); !refused.empty())
            return reportFailure(err, "derive-deltas", refused);
        // The output is a FOFRM: under another name gaitlab would read it as something else (.txt as Flare).
        if (asciiLower(fs::path(options.out).extension().string()) != ".fofrm")
            return reportFailure(err, "derive-deltas",
                                 "--out " + options.out + ": expected a .fofrm name (derive-deltas writes a FOFRM)");
        std::string name = anim.name.empty() ? fs::path(options.file).stem().string() : anim.name;
        // A sidecar of one animation describes this file whatever it is called; else the names must match.
        if (sidecar && !sidecar->animations.count(name)) {
            if (sidecar->animations.size() == 1 || sidecar->animations.count("walk") == 0) {
                if (sidecar->animations.size() == 1) name = sidecar->animations.begin()->first;
            } else {
                name = "walk";
            }
            err << "warning: " << sidecar_path << ": no animation '"
                << (anim.name.empty() ? fs::path(options.file).stem().string() : anim.name) << "': its '" << name
                << "' names the feet\n";
        }

        // The art's own steps: square (S along (0,24), N along (0,-24)) for 8 directions, DECISIONS "Square geometry".
        const HexGeometry geometry = artGeometry(anim, HexGeometry{});
        const int dir_count = static_cast<int>(anim.dirs.size());
        const bool one = anim.dirs.size() == 1;
        std::ostringstream lines;  // per direction; printed once it is known whether anything is written
        std::vector<std::vector<ipos>> written(anim.dirs.size());  // NextX/NextY per direction and frame
        const GroundShadow shadow = animationShadow(anim);
        int measured_any = 0;
        std::vector<std::string> not_derived;
        std::vector<DerivedStride> strides;
        for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
            const SpriteSheet& sheet = anim.dirs[d];
            const SheetContacts* names = sidecar ? sidecar->find(name, static_cast<int>(d), dir_count) : nullptr;
            if (d == 0 && sidecar && !names && sidecar->animations.count(name)) {
                err << "warning: " << sidecar_path << ": /animations/" << name
                    << "/dirs: " << sidecar->animations.at(name).dirs.size() << " directions for " << dir_count
                    << ": the feet are detected instead\n";
            }
            if (names && names->frames.size() != sheet.frames.size()) {
                err << "warning: " << sidecar_path << ": /animations/" << name << ": " << names->frames.size()
                    << " frames for " << sheet.frames.size() << ": the feet are detected instead\n";
                names = nullptr;
            }
            // The planted sole is searched backwards along the direction's own step: the travel's sign is known.
            const ipos travel = stanceTravel(anim, d, HexGeometry{});
            std::vector<uint64_t> ids;
            for (const SpriteFrame& f : sheet.frames) ids.push_back(frameImageId(f));
            DerivedDeltas derived = names ? deriveDeltas(sheet, stanceFromContacts(sheet, names->frames, travel, ids))
                                          : deriveDeltasFromPixels(sheet, travel, ids, shadow);
            const std::vector<int> unjudged = derived.unjudged;
            const std::string why = derived.why;
            const int filled = options.fill ? fillUnjudged(derived) : 0;
            measured_any += derived.measured;
            const std::string label =
                "direction " + std::to_string(d) + " (" + directionName(d, anim.dirs.size()) + ")";
            // Without --fill a direction the pixels do not judge whole keeps its authored deltas; so does one whose
            // measured T is off its hex direction by more than the direction metric's warning bound (10 degrees):
            // the matches followed something other than a planted foot.
            ipos total(0, 0);
            for (const ipos v : derived.deltas) total += v;
            const ipos step = one ? ipos(1, 0) : geometry.stepVector(static_cast<int>(d));
            const double off = angleBetween(total, step).value_or(180.0);  // T = 0 walks no direction
            // A walk that carries its figure less than kDerivedStrideMin hex steps a cycle: the matches followed
            // something that moves with the body (on art drawn in place, T = 0, the body keeps still in the image).
            const double step_len = planeLength(static_cast<double>(step.x), static_cast<double>(step.y));
            const double hexes = planeLength(static_cast<double>(total.x), static_cast<double>(total.y)) / step_len;
            const bool in_place = derived.complete() && !one && hexes < kDerivedStrideMin;
            const bool astray = derived.complete() && !in_place && off > kDerivedAngleMax;
            const bool keep = !derived.complete() || astray || in_place;
            if (in_place) {
                not_derived.push_back(label);
                lines << label << ": cannot derive: the planted foot's motion adds up to T (" << total.x << ","
                      << total.y << "), " << fixedText(hexes, 2) << " hex steps per cycle (less than "
                      << fixedText(kDerivedStrideMin, 2)
                      << (names ? "): the sidecar's planted feet carry it no further"
                                : "): the matches followed something that moves with the body")
                      << "; its deltas kept (T (" << sheet.cycle.total.x << "," << sheet.cycle.total.y << "))\n";
            } else if (astray) {
                not_derived.push_back(label);
                lines << label << ": cannot derive: the planted foot's motion adds up to T (" << total.x << ","
                      << total.y << "), " << fixedText(off, 1) << " degrees off the hex direction (more than "
                      << fixedText(kDerivedAngleMax, 0) << "); its deltas kept (T (" << sheet.cycle.total.x << ","
                      << sheet.cycle.total.y << "))\n";
            } else if (keep) {
                std::string frames;
                for (std::size_t i = 0; i < unjudged.size() && i < kFramesListed; ++i)
                    frames += (frames.empty() ? "" : ", ") + std::to_string(unjudged[i]);
                if (unjudged.size() > kFramesListed)
                    frames += " and " + std::to_string(unjudged.size() - kFramesListed) + " more";
                not_derived.push_back(label);
                lines << label << ": cannot derive: "
                      << (derived.measured == 0 && unjudged.empty()
                              ? std::string("one picture throughout, nothing to measure")
                              : "frame" + std::string(unjudged.size() == 1 ? " " : "s ") + frames +
                                    (unjudged.size() == 1 ? " shows" : " show") + " no planted sole to follow (" + why +
                                    ")")
                      << "; its deltas kept (T (" << sheet.cycle.total.x << "," << sheet.cycle.total.y << "))"
                      << (derived.measured > 0 ? "; --fill gives them the mean of the measured deltas" : "") << '\n';
            }
            for (int k = 0; k < sheet.frameCount(); ++k) {
                const SpriteFrame& frame = sheet.frames[static_cast<std::size_t>(k)];
                written[d].push_back(keep ? ipos(frame.next_x, frame.next_y)
                                          : derived.deltas[static_cast<std::size_t>(k)]);
            }
            if (keep) continue;
            if (!one) strides.push_back({directionName(d, anim.dirs.size()), hexes});
            lines << label << ": T (" << sheet.cycle.total.x << "," << sheet.cycle.total.y << ") -> (" << total.x << ","
                  << total.y << "), " << fixedText(off, 1) << " degrees off the hex direction; " << derived.measured
                  << " frame(s) from the planted foot, " << derived.repeats << " repeat(s)"
                  << (filled > 0 ? ", " + std::to_string(filled) + " filled with the mean (--fill)" : std::string())
                  << (names ? " (feet from " + sidecar_path + ")" : "") << '\n';
        }
        if (measured_any == 0) {
            err << lines.str();
            return reportFailure(
                err, "derive-deltas",
                options.file +
                    (sidecar ? ": no direction has a frame change whose planted foot " + sidecar_path +
                                   " names in both frames (listed above): nothing to derive from, nothing was written"
                             : ": no direction has a frame change whose planted sole the pixels can follow (listed "
                               "above): nothing to derive from, nothing was written; give a contacts sidecar with "
                               "--contacts"));
        }
        out << lines.str();
        // Every picture and the FOFRM are checked before any is written.
        const FofrmExport fofrm = exportFofrm(anim, options.out, [&](int d, int k) {
            return written[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)];
        });
        if (std::string refused = guard.refusals(fofrmExportOutputs(fofrm, options.out)); !refused.empty())
            return reportFailure(err, "derive-deltas",
                                 refused +
                                     (fofrm.pngs.empty() ? "" : " (the frames go into " + fofrm.frames_dir + "/)"));
        writeFofrmExport(fofrm, options.out, guard);
        out << "wrote " << options.out << '\n';
        for (const std::string& w : guard.takeWarnings()) err << "warning: " << w << '\n';
        if (const std::string spread = strideSpreadWarning(strides); !spread.empty())
            err << "warning: " << spread << '\n';
        if (!not_derived.empty()) {
            std::string list;
            for (const std::string& n : not_derived) list += (list.empty() ? "" : ", ") + n;
            err << "derive-deltas: " << not_derived.size() << " of " << anim.dirs.size()
                << " direction(s) could not be derived and were written as they were: " << list << '\n';
            return 1;
        }
    } catch (const std::exception& e) {
        return reportFailure(err, "derive-deltas", e.what());
    }
    return 0;
}

}  // namespace gaitlab
