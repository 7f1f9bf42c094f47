// Editing the selected critter's NextX/NextY in the client (DECISIONS "Editing deltas in the client"): nudges and set
// values of the frame it shows, undo and redo, and a save back to the FOFRM it was loaded from through the FOFRM line
// editor (engine/formats/fofrm_edit.h). The edits live in the asset library as absolute values
// (AssetLibrary::setFrameDeltas) until the file reloads, so a save and the reload it causes agree.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/anim/critter_body.h"
#include "engine/hex/hex.h"

namespace gaitlab {

class AssetLibrary;
class World;

/// The frame an edit acts on: the selected critter's shown walk or run frame, else (standing, in an action) frame 0
/// of the walk of its hdir.
struct DeltaTarget {
    std::string source;  ///< the file the animation was loaded from
    CritterAnim anim = CritterAnim::Walk;
    int dir = 0;       ///< index into SpriteAnimation::dirs
    int frame = 0;     ///< frame of that sheet
    int frames = 0;    ///< the sheet's frame count
    ipos value{0, 0};  ///< NextX, NextY shown now
    ipos total{0, 0};  ///< the sheet's T shown now
};

/// The new FOFRM the edits of `source` are saved to when it cannot take them in place: `<folder>/<stem>.fofrm`;
/// an import's selector joins the stem (`hero.json#walk` -> `hero_walk.fofrm`); a FOFRM's gets `.flat.fofrm`.
[[nodiscard]] std::string newFofrmFor(const std::string& source);

class DeltaEditor {
public:
    explicit DeltaEditor(AssetLibrary& assets) : assets_(assets) {}

    /// What an edit would change now; nullopt without a selected critter or a walk loaded from a file.
    [[nodiscard]] std::optional<DeltaTarget> target(const World& world) const;
    /// Adds (dx, dy) to the target frame's NextX/NextY; the world takes the sheet up at once (World::syncAssets).
    bool nudge(World& world, int dx, int dy);
    /// Sets the target frame's NextX/NextY (a suggested correction).
    bool set(World& world, ipos value);
    bool undo(World& world);
    bool redo(World& world);
    [[nodiscard]] bool canUndo() const { return !undo_.empty(); }
    [[nodiscard]] bool canRedo() const { return !redo_.empty(); }
    /// Files with edits not saved yet.
    [[nodiscard]] std::vector<std::string> unsavedFiles() const;
    /// Saves the edits of `source`. A FOFRM whose references each give one frame: only the next_x_k / next_y_k
    /// values that change are written into it (through a temporary file and a rename). Anything else (FRM,
    /// FR0-FR5, a sprite resource, an import, a FOFRM with references of several frames) is never overwritten: a new FOFRM
    /// beside it (newFofrmFor) shows the same frames with every NextX/NextY as edited (app/files/fofrm_export.h),
    /// replacing only the client's own unchanged earlier save. Returns what happened, for the status bar; sets `ok`.
    std::string save(const std::string& source, bool& ok);
    /// The last thing an edit, undo or save said.
    [[nodiscard]] const std::string& message() const { return message_; }

private:
    struct Edit {
        std::string source;
        int dir = 0;
        int frame = 0;
        ipos before{0, 0};
        ipos after{0, 0};
    };
    bool apply(World& world, const Edit& edit, ipos value);

    AssetLibrary& assets_;
    std::vector<Edit> undo_;
    std::vector<Edit> redo_;
    /// The edits each file held when it was last saved as a new FOFRM (its source does not reload).
    std::map<std::string, std::map<std::pair<int, int>, ipos>> saved_;
    std::string message_;
};

}  // namespace gaitlab
