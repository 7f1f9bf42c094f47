// The assets on screen: the humanoid's FOFRMs (D8: idle, walk, run and the actions attack, hurt, death,
// knockback) with their PNG frames, its animation state machine definition (app/assets/critter_states.h), the sprite files
// the user opened (any format of engine/gait/sprite_loader.h: FOFRM, FRM, FR0-FR5, sprite resources) and their
// assignment to critters, the ground tiles and the map. The facade the rest of the app uses; it composes the
// pieces that do the work: sprite slots and their loader (app/assets/sprite_slot.h), the watched files of each
// (app/files/watched_files.h), the current errors (app/assets/asset_error_log.h), the critter assignments
// (app/assets/critter_assignments.h), the frame pixels (app/assets/frame_pixels.h), the tiles (app/assets/tile_set.h), the state
// definitions (app/assets/critter_states.h) and the tactics files (app/assets/tactics_assets.h).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "app/assets/asset_error_log.h"
#include "app/assets/critter_assignments.h"
#include "app/assets/critter_states.h"
#include "app/assets/frame_pixels.h"
#include "app/assets/sprite_slot.h"
#include "app/assets/tactics_assets.h"
#include "app/assets/tile_set.h"
#include "app/files/watched_files.h"
#include "engine/anim/critter_body.h"
#include "engine/base/error_record.h"
#include "engine/draw/world_draw_list.h"
#include "engine/hex/hex_map.h"
#include "engine/world/world_assets.h"
#include "render/pixel_source.h"
#include "render/rgba_image.h"

namespace gaitlab {

class AssetLibrary : public SpritePixelSource, public WorldAssets, public DrawAssets {
public:
    /// `asset_dir` holds critters/humanoid/, tiles/ and maps/ (empty = the source tree's assets/);
    /// `map_file` empty = <asset_dir>/maps/demo.json. Errors are also written to `log` when given.
    explicit AssetLibrary(std::string asset_dir = {}, std::string map_file = {}, std::ostream* log = nullptr);

    /// Loads everything. Returns true when every file loaded without error (placeholders otherwise).
    bool loadAll();
    /// Reloads the sprites whose files (any of spriteInputFiles, app/files/sprite_files.h) changed since they were
    /// last read (FileStamp: write time, size or content, app/files/file_stamp.h), and changed tiles and map. Returns true when anything on screen
    /// changed (generation() moved on).
    bool reloadChanged();

    /// Loads `map_file` now and uses it from now on (watched like the first): the world remakes its critters on a map
    /// of the other layout (World::regeometry). False, keeping the last good map and recording the error, when it
    /// does not load. Its tiles are loaded too.
    bool setMapFile(const std::string& map_file);
    [[nodiscard]] const std::string& mapFile() const { return map_file_; }

    /// `.pal` applied to the FRM and FR0-FR5 files opened from now on (empty: the one beside each file,
    /// else the default palette; §6.2). Watched like the files themselves.
    void setPalette(std::string palette_path) { palette_path_ = std::move(palette_path); }

    /// Opens a sprite file of any supported format (the same path again returns its existing index) and
    /// loads it now. Any file of an FR0-FR5 set opens the set, listed once under its `.fr0` (frxSetEntry). Returns its index in openedFiles(); a file that fails stays listed with its error and
    /// is retried when one of its files changes.
    int openFile(const std::string& path);
    [[nodiscard]] const std::vector<OpenedSprite>& openedFiles() const { return opened_; }

    /// Gives critter `critter` the opened file `file` (index into openedFiles()) as its `slot` animation.
    /// The assignment stays across reloads: the critter always gets the file's last good version. False
    /// when the index is invalid or the file never loaded.
    bool assign(int critter, CritterAnim slot, int file);
    /// Gives critter `critter` a fixed animation (built in memory, e.g. by sheet operations, D9). Frames
    /// must carry rgba pixels; the animation gets a unique `source` so its pixels do not collide with the
    /// file it came from. Returns the stored animation.
    std::shared_ptr<const SpriteAnimation> assignAnimation(int critter, CritterAnim slot, SpriteAnimation anim);
    /// Removes every assignment of critter `critter` (back to the humanoid).
    void clearAssignments(int critter);
    /// The humanoid's animations with critter `critter`'s assignments applied.
    [[nodiscard]] CritterAnimations animationsFor(int critter) const override;
    /// Description of critter `critter`'s `slot` assignment: the file path, "(built)" for a fixed
    /// animation, or "" when the humanoid's is used.
    [[nodiscard]] std::string assignmentOf(int critter, CritterAnim slot) const;

    /// A copy of `anim` whose frames carry their pixels (rgba, width, height) from this library, e.g. to
    /// build new sheets from a loaded animation. Frames without known pixels get a placeholder.
    [[nodiscard]] SpriteAnimation withPixels(const SpriteAnimation& anim) const;

    /// The humanoid's animations: new shared_ptr objects after every successful reload of a file. idle, walk
    /// and run get a placeholder when their file never loaded; an action whose file does not exist is null
    /// (its state then keeps the definition's frames and draws nothing). On a square map (D27) idle, walk and run
    /// come from <asset_dir>/critters/humanoid-square/ (8 directions) where those files loaded.
    [[nodiscard]] CritterAnimations humanoid() const;
    /// The humanoid's state machine definition (never null; a new object after every successful reload).
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> critterStates() const override {
        return critter_states_.states();
    }
    /// Critter `critter`'s type definition (DECISIONS "Critter types"): when the file assigned to its walk (else
    /// idle, run, then the actions) lies in a folder holding `states.json` and/or `events.json`, that folder's
    /// definition (the humanoid's where there is no states.json) with that folder's sidecar; else critterStates().
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> critterStatesFor(int critter) const override;
    /// The type definitions read so far, one per art folder that has one (for the State panel and tests).
    [[nodiscard]] std::vector<const CritterStates*> critterTypes() const;
    /// The definition file and sidecar behind critterStates().
    [[nodiscard]] const CritterStates& critterStatesFile() const { return critter_states_; }
    [[nodiscard]] std::shared_ptr<const tactics::Atlas> tacticsAtlas() const override { return tactics_.atlas(); }
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> tacticsStates() const override {
        return tactics_.states();
    }
    [[nodiscard]] const std::string& tacticsImagePath() const override { return tactics_.imagePath(); }
    /// The tactics unit's data and sheet (<asset_dir>/tactics/tactics-sprite-data.json; none when absent).
    [[nodiscard]] const TacticsAssets& tactics() const { return tactics_; }
    /// The last good map; a 20x20 grass map when none ever loaded.
    [[nodiscard]] const HexMap& map() const override { return map_; }
    /// Tile image size, pixels ((32,16) placeholder size for an unknown tile).
    [[nodiscard]] ipos tileSize(const std::string& name) const override;

    /// Current errors, one record per file (its message "file:line: what" or "file (byte N): what"), in file
    /// order; empty when everything loaded. A file that loads again takes its error with it.
    [[nodiscard]] std::vector<ErrorRecord> errors() const;
    /// Current warnings (Severity::Warning): the readers' warnings of every sprite shown (SpriteAnimation::warnings,
    /// D25) and the frame counts of the humanoid's art against its definition and sidecar
    /// (engine/anim/art_check.h). A file that loads again without them takes them with it.
    [[nodiscard]] std::vector<ErrorRecord> warnings() const { return errors_.warnings(); }
    [[nodiscard]] const std::string& assetDir() const { return asset_dir_; }
    /// Moves on after every change of animations, assignments, tiles or map (the renderer drops its atlas,
    /// the world hands the animations to the critters again).
    [[nodiscard]] uint64_t generation() const override { return generation_; }
    /// Changes only when the map was reloaded.
    [[nodiscard]] uint64_t mapGeneration() const override { return map_generation_; }

    /// Delta edits made in the client (DECISIONS "Editing deltas in the client"): frame `frame` of direction `dir`
    /// of the animation loaded from `source` shows NextX/NextY = (x, y), its cycle rebuilt, wherever that animation
    /// is shown, until the file reloads (the file then says what it holds: a save writes the same values, so the
    /// reload and the edit agree and nothing is applied twice). Absolute values, never increments. False when no
    /// animation shown was loaded from `source` or the frame does not exist.
    bool setFrameDeltas(const std::string& source, int dir, int frame, int x, int y);
    /// The animation as loaded from `source`, without edits; null when none shown was loaded from it.
    [[nodiscard]] std::shared_ptr<const SpriteAnimation> loadedAnimation(const std::string& source) const;
    /// The edits of `source` not yet taken over by a reload, by (direction, frame): (NextX, NextY).
    [[nodiscard]] std::map<std::pair<int, int>, ipos> frameDeltaEdits(const std::string& source) const;

    [[nodiscard]] uint64_t pixelGeneration() const override { return generation_; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override;

private:
    bool loadSlot(SpriteSlot& slot);
    bool loadTile(const std::string& name);
    bool loadMap();
    bool loadTactics();
    bool loadCritterStates();
    /// An action sprite the definition's states need but whose file does not exist is an error.
    bool checkActionSprites();
    /// Warns where the humanoid's art and its definition or sidecar disagree on frame counts.
    void checkFrameCounts();
    void syncOpenedErrors();
    /// `anims` with the delta edits applied to the animations they were made on.
    [[nodiscard]] CritterAnimations withDeltaEdits(CritterAnimations anims) const;
    /// Drops the edits of files that reloaded since.
    void dropReloadedDeltaEdits();
    /// The type definition of the folder holding `sprite_path`, read on first use; null when the folder has neither
    /// states.json nor events.json.
    const CritterStates* typeStatesOf(const std::string& sprite_path);
    bool loadTypeStates(CritterStates& states);

    std::string asset_dir_;
    std::string map_file_;
    std::string palette_path_;
    std::array<SpriteSlot, std::size(kCritterAnims)> humanoid_;  // indexed by CritterAnim
    std::array<SpriteSlot, 3> square_humanoid_;                  // idle, walk, run for square maps
    std::vector<SpriteSlot> opened_slots_;
    std::map<std::string, std::unique_ptr<CritterStates>> type_states_;  // by art folder
    std::vector<OpenedSprite> opened_;  // what the Files panel shows of opened_slots_, synced after every load
    CritterAssignments assignments_;
    FramePixelStore frame_pixels_;
    TileSet tiles_;
    HexMap map_;
    WatchedFiles map_files_;
    AssetErrorLog errors_;  // by file
    uint64_t generation_ = 1;
    uint64_t map_generation_ = 1;
    TacticsAssets tactics_;
    CritterStates critter_states_;
    struct DeltaEdits {
        std::shared_ptr<const SpriteAnimation> base;     // as loaded
        std::shared_ptr<const SpriteAnimation> patched;  // with the values below
        std::map<std::pair<int, int>, ipos> values;      // (dir, frame) -> (NextX, NextY)
    };
    std::map<std::string, DeltaEdits> delta_edits_;  // by source
};

}  // namespace gaitlab
