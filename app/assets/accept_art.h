// `gaitlab accept`'s art set: the walk and run one critter uses for every scenario, the foot contacts the metrics
// read for each sheet it shows (the sidecar where it has the animation, else detection, D28) and each frame's
// picture identity (DECISIONS "Gait metrics").
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/anim/critter_body.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/gait_metrics.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

class AssetLibrary;

/// What is accepted. An empty `walk_file` is the shipped humanoid with its contacts.json.
struct ArtSet {
    std::string name;           ///< for the report: "humanoid" or the file's name
    std::string walk_file;      ///< any sprite file the client opens
    std::string contacts_file;  ///< a foot-contacts sidecar; empty: `<walk stem>.contacts.json` beside it if present
    std::string run_file;       ///< empty: the walk is also the run
    std::string idle_file;      ///< empty: the walk's first frame stands in for the idle
    bool tactics_unit = false;  ///< the shipped tactics unit walks instead of a critter (the files are unused)
};

/// Gives critter `critter` of `assets` the art set's files (the palette set on `assets` applies to FRM ones): walk,
/// run (the walk when none) and idle (when none but a walk, the walk's first frame, firstFrame D9: a walk file
/// brings no standing pose); roles without a file keep the humanoid's. Returns "" or the first file's load error.
[[nodiscard]] std::string assignArtSet(AssetLibrary& assets, const ArtSet& art, int critter = 0);

/// The sidecar of an art set (`contacts_file`, or the one beside the walk file, or the humanoid's), nullopt when
/// there is none. Throws JsonError / FormatError for a sidecar that does not read.
[[nodiscard]] std::optional<ContactSidecar> readArtSidecar(const ArtSet& art, const std::string& asset_dir);

/// The sheets critter 0 can show with their pixels, contacts and picture identities, computed once per sheet.
class ArtSheets {
public:
    /// `derived_idle`: the idle is assignArtSet's first walk frame, so its contacts are the walk's frame 0
    /// (derivedIdle(art)).
    ArtSheets(const AssetLibrary& assets, CritterAnimations animations, std::optional<ContactSidecar> sidecar,
              bool derived_idle);

    /// The info of a sheet of critter 0's animations, nullptr for an unknown sheet.
    [[nodiscard]] const GaitSheetInfo* info(const SpriteSheet* sheet);
    /// The same sheet with RGBA pixels in every frame (for filmstrips), nullptr for an unknown sheet.
    [[nodiscard]] const SpriteSheet* pixels(const SpriteSheet* sheet);
    /// Where the contacts of each animation came from ("contacts.json" or "detected"), and problems met
    /// (a sidecar whose frame count is not the sheet's: detection is used instead).
    [[nodiscard]] const std::map<std::string, std::string>& contactSources() const { return sources_; }
    [[nodiscard]] const std::vector<std::string>& warnings() const { return warnings_; }
    /// The walk and run animations (null when the critter has none), with pixels.
    [[nodiscard]] const CritterAnimations& animations() const { return animations_; }
    /// Picture identities of every direction of `anim` (for measureAnimation).
    [[nodiscard]] std::vector<std::vector<uint64_t>> imageIds(const SpriteAnimation& anim);

private:
    struct Entry {
        const SpriteSheet* with_pixels = nullptr;
        GaitSheetInfo info;
    };
    Entry* entry(const SpriteSheet* sheet);
    [[nodiscard]] std::string sidecarName() const;
    /// The ground shadow of a pixel copy, found once (animationShadow).
    const GroundShadow& shadowOf(const SpriteAnimation& copy);

    const AssetLibrary& assets_;
    CritterAnimations animations_;
    std::optional<ContactSidecar> sidecar_;
    std::vector<std::shared_ptr<const SpriteAnimation>> pixel_copies_;
    std::map<const SpriteAnimation*, GroundShadow> shadows_;
    std::map<const SpriteSheet*, Entry> entries_;
    std::map<std::string, std::string> sources_;
    std::vector<std::string> warnings_;
    bool derived_idle_ = false;
};

/// True when assignArtSet gives `art` the walk's first frame as idle.
[[nodiscard]] inline bool derivedIdle(const ArtSet& art) { return !art.walk_file.empty() && art.idle_file.empty(); }

}  // namespace gaitlab
