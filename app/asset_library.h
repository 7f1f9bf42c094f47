// The assets on screen: the humanoid's FOFRMs (D8: idle, walk, run and the actions attack, hurt, death,
// knockback) with their PNG frames, its animation state machine definition (app/critter_states.h), the sprite files
// the user opened (any format of engine/sprite_loader.h: FOFRM, FRM, FR0-FR5, .gsprite) and their
// assignment to critters, the ground tiles and the map. Watches every file in use (a FOFRM, its nested
// references and PNGs, FRM and FRx files, the .pal beside them or given, .gsprite files, tiles, the map) and
// reloads a changed one. Keeps the last good version of every file when a reload fails, records the error
// (file + line or byte offset) for the overlay and logs it; a file that never loaded is replaced by a
// magenta placeholder. Also the pixel source of the renderer (PNG frames decoded, FRM/.gsprite pixels
// served as read).
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "app/critter_states.h"
#include "app/file_stamp.h"
#include "app/tactics_assets.h"
#include "engine/critter_body.h"
#include "engine/draw/world_draw_list.h"
#include "engine/error_record.h"
#include "engine/hex_map.h"
#include "engine/world/world_assets.h"
#include "render/pixel_source.h"
#include "render/rgba_image.h"

namespace gaitlab {

/// A sprite file opened by the user (command line, drag and drop), as the Files panel lists it.
struct OpenedSprite {
    std::string path;
    std::shared_ptr<const SpriteAnimation> anim;  ///< last good version; null when it never loaded
    std::string error;                            ///< current error ("file:line: ..."), empty when loaded
};

class AssetLibrary : public SpritePixelSource, public WorldAssets, public DrawAssets {
public:
    /// `asset_dir` holds critters/humanoid/, tiles/ and maps/ (empty = the source tree's assets/);
    /// `map_file` empty = <asset_dir>/maps/demo.json. Errors are also written to `log` when given.
    explicit AssetLibrary(std::string asset_dir = {}, std::string map_file = {}, std::ostream* log = nullptr);

    /// Loads everything. Returns true when every file loaded without error (placeholders otherwise).
    bool loadAll();
    /// Reloads the sprites whose files (any of spriteInputFiles, app/sprite_files.h) changed since they were
    /// last read (FileStamp: write time or size, app/file_stamp.h), and changed tiles and map. Returns true when anything on screen
    /// changed (generation() moved on).
    bool reloadChanged();

    /// `.pal` applied to the FRM and FR0-FR5 files opened from now on (empty: the one beside each file,
    /// else the default palette; §6.2). Watched like the files themselves.
    void setPalette(std::string palette_path) { palette_path_ = std::move(palette_path); }

    /// Opens a sprite file of any supported format (the same path again returns its existing index) and
    /// loads it now. Returns its index in openedFiles(); a file that fails stays listed with its error and
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
    /// (its state then keeps the definition's frames and draws nothing).
    [[nodiscard]] CritterAnimations humanoid() const;
    /// The humanoid's state machine definition (never null; a new object after every successful reload).
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> critterStates() const override {
        return critter_states_.states();
    }
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
    [[nodiscard]] const std::string& assetDir() const { return asset_dir_; }
    /// Moves on after every change of animations, assignments, tiles or map (the renderer drops its atlas,
    /// the world hands the animations to the critters again).
    [[nodiscard]] uint64_t generation() const override { return generation_; }
    /// Changes only when the map was reloaded.
    [[nodiscard]] uint64_t mapGeneration() const override { return map_generation_; }

    [[nodiscard]] uint64_t pixelGeneration() const override { return generation_; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override;

private:
    struct AnimSlot {
        std::string path;
        std::string name;         // animation name given to what loads ("walk", file stem)
        std::string palette;      // `.pal` for FRM/FRx (empty: beside the file)
        bool placeholder = true;  // a file that never loaded gets the magenta placeholder
        bool optional = false;    // a missing file is no error (the humanoid's actions)
        std::shared_ptr<const SpriteAnimation> anim;
        std::map<std::string, FileStamp> files;  // every input file, as last read
    };
    struct TileSlot {
        std::string path;
        RgbaImage image;
        FileStamp stamp{};
    };
    struct Assignment {
        int file = -1;  // index into opened_, or -1 for `fixed`
        std::shared_ptr<const SpriteAnimation> fixed;
    };

    bool loadAnimation(AnimSlot& slot);
    bool loadTile(const std::string& name);
    bool loadMap();
    bool loadTactics();
    bool loadCritterStates();
    /// An action sprite the definition's states need but whose file does not exist is an error.
    bool checkActionSprites();
    void setError(const std::string& file, const std::string& text);
    void setError(const std::string& file, ErrorRecord record);
    void clearError(const std::string& file);
    void syncOpenedErrors();
    void registerPixels(const SpriteAnimation& anim);
    static bool changed(const std::string& path, FileStamp known);

    std::string asset_dir_;
    std::string map_file_;
    std::ostream* log_;
    std::string palette_path_;
    std::array<AnimSlot, std::size(kCritterAnims)> humanoid_;  // indexed by CritterAnim
    std::vector<AnimSlot> opened_slots_;
    std::vector<OpenedSprite> opened_;
    std::map<std::pair<int, CritterAnim>, Assignment> assignments_;
    int built_count_ = 0;
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> frame_pixels_;
    std::map<std::string, TileSlot> tiles_;
    HexMap map_;
    FileStamp map_stamp_{};
    ErrorRegistry errors_;  // by file
    uint64_t generation_ = 1;
    uint64_t map_generation_ = 1;
    TacticsAssets tactics_;
    CritterStates critter_states_;
};

}  // namespace gaitlab
