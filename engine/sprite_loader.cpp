#include "engine/sprite_loader.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "engine/baked_sprite.h"
#include "engine/fofrm_reader.h"
#include "engine/frm_reader.h"
#include "engine/gait/sheet_metrics.h"

namespace gaitlab {

namespace {

std::string lowerExtension(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext;
}

}  // namespace

SpriteAnimation loadByExtension(const std::string& path, const Palette* palette);

bool isSpritePath(const std::string& path) {
    const std::string ext = lowerExtension(path);
    return ext == ".fofrm" || ext == ".frm" || ext == ".gsprite" || isFrxPath(path);
}

SpriteAnimation loadByExtension(const std::string& path, const Palette* palette) {
    const std::string ext = lowerExtension(path);
    if (ext == ".fofrm") {
        return loadFofrm(path);
    }
    if (ext == ".frm") {
        return loadFrm(path, palette);
    }
    if (isFrxPath(path)) {
        return loadFrx(path, palette);
    }
    if (ext == ".gsprite") {
        return loadBakedSprite(path);
    }
    throw FormatError(path, 0,
                      "unsupported sprite extension '" + ext + "', expected .fofrm, .frm, .fr0-.fr5 or .gsprite");
}

SpriteAnimation loadSprite(const std::string& path, const Palette* palette) {
    SpriteAnimation anim = loadByExtension(path, palette);
    for (ErrorRecord& w : motionWarnings(anim, HexGeometry{})) anim.warnings.push_back(std::move(w));
    return anim;
}

}  // namespace gaitlab
