// The critter animation sets of an art folder, for `gaitlab accept DIR` (README "Gait acceptance"):
//  - by the engine's critter naming (engine reference §6.2, DECISIONS "§6 Sprite data formats"): a model's sheets are
//    `<base><state><action>` with the state and action letters from `_abcdefghijklmnopqrstuvwxyz0123456789`;
//    gaitlab takes the unarmed state (1, `a`): walk `<base>ab` (action 2), run `<base>at` (action 20), idle
//    `<base>aa` (action 1), each the first of .fofrm, .frm, .fr0 that exists (the engine tries .fofrm
//    then .frm), letters in any case; in a project's baked folder these names hold sprite resources (the baker keeps
//    them, lower-cased, FR0 becoming .fofrm), read by their bytes;
//  - a folder holding `walk.<ext>` (and `run.<ext>`, `idle.<ext>`): one set named after the folder (its other
//    files are that critter's other animations, not models).
//  - an Aseprite JSON export whose tag groups include `walk` (walk `<file>#walk`, run `#run`, idle `#idle`), or a
//    Flare animation file with a `walk` section, or a `run` one (Flare's creatures move by their run; its
//    `stance` is the idle): one set named after the file (DECISIONS "Importers"). Other .json and .txt files
//    (sidecars, definitions, notes) are not sets and are passed over without a word.
// A model with sheets but no unarmed walk is listed as skipped, with the name it looked for; so is a folder that
// cannot be read, with the reason.
#pragma once

#include <string>
#include <vector>

#include "app/assets/accept_art.h"

namespace gaitlab {

struct FolderSets {
    std::vector<ArtSet> sets;          ///< by name; names are paths relative to the folder, e.g. "critters/hmjmps"
    std::vector<std::string> skipped;  ///< "critters/hmjmps: no unarmed walk (hmjmpsab.fofrm or .frm, .fr0)"
};

/// Every set under `dir` (recursively; symbolic links to folders are not followed). Throws std::runtime_error when
/// `dir` is not a readable folder.
[[nodiscard]] FolderSets findArtSets(const std::string& dir);

/// The set's share in `--shard K/N` (K in 1..N): a hash of the name, so a set keeps its shard when others come
/// or go.
[[nodiscard]] int shardOf(const std::string& set_name, int shards);

}  // namespace gaitlab
