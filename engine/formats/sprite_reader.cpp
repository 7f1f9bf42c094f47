#include "engine/formats/sprite_reader.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <new>

#include "engine/base/file_read.h"
#include "engine/base/json_reader.h"
#include "engine/formats/aseprite_reader.h"
#include "engine/formats/flare_reader.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/sprite_import.h"
#include "engine/formats/sprite_resource.h"
#include "engine/formats/strip_reader.h"

namespace gaitlab {

namespace {

std::string lowerExtension(const std::string& path) {
    return asciiLower(std::filesystem::path(path).extension().string());
}

enum class Sniffed { None, Flare, Aseprite };

/// What an existing regular text file of another extension holds; never throws.
Sniffed sniff(const std::string& file) {
    if (!notRegularFileReason(file).empty()) return Sniffed::None;
    try {
        const std::string text = readRegularText(file, kMaxTextFileBytes);
        if (looksLikeFlare(text)) return Sniffed::Flare;
        const std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first != std::string::npos && text[first] == '{') {
            const nlohmann::json doc = parseJsonOrDiscarded(text);
            if (isAsepriteDocument(doc)) return Sniffed::Aseprite;
        }
    } catch (const std::exception&) {
    }
    return Sniffed::None;
}

bool isClassicExtension(const std::string& ext, const std::string& file) {
    return ext == ".fofrm" || ext == ".frm" || isFrxPath(file);
}

SpriteAnimation loadJsonSprite(const SpritePath& parts, const std::string& path) {
    const std::string text = readJsonFile(parts.file, "Aseprite export or strip sidecar");
    std::vector<ErrorRecord> sniffed;  // the reader below reports the duplicate keys as warnings
    const nlohmann::json doc = parseJson(text, parts.file, &sniffed);
    if (isAsepriteDocument(doc)) return parseAseprite(text, parts.file, parts.selector, parts.has_selector);
    if (isStripSidecar(doc)) {
        if (parts.has_selector)
            throw FormatError(parts.file, 0,
                              "a strip sidecar takes no '#" + parts.selector +
                                  "' selector (its columns and rows say how the image is cut)");
        SpriteAnimation anim = parseStripSidecar(text, parts.file);
        anim.source = path;
        return anim;
    }
    throw JsonError(parts.file, "/",
                    "an Aseprite export (an object with frames and meta) or a strip sidecar (an object with image "
                    "and columns), got " +
                        jsonTypeName(doc) + (doc.is_object() ? " without those keys" : ""));
}

}  // namespace

std::string unsupportedSpriteMessage(const std::string& ext) {
    return "unsupported sprite extension '" + ext +
           "', expected .fofrm, .frm, .fr0-.fr5, an engine sprite resource (any name), an Aseprite .json, a Flare "
           ".txt, a .strip.json or a .png strip (walk.png#8)";
}

SpriteAnimation loadByExtension(const std::string& path, const Palette* palette);

bool isSpritePath(const std::string& path) {
    const SpritePath parts = splitSpritePath(path);
    const std::string ext = lowerExtension(parts.file);
    if (isClassicExtension(ext, parts.file) || ext == ".png" || ext == ".json" || ext == ".txt") return true;
    if (!parts.has_selector && isSpriteResourceFile(parts.file)) return true;
    return sniff(parts.file) != Sniffed::None;
}

/// The reader for the file, by extension or content.
SpriteAnimation loadByExtension(const std::string& path, const Palette* palette) {
    const SpritePath parts = splitSpritePath(path);
    const std::string ext = lowerExtension(parts.file);
    // The engine's baker keeps the source's name (a baked .frm or .png holds a sprite resource): its bytes say.
    if (isSpriteResourceFile(parts.file)) {
        if (parts.has_selector)
            throw FormatError(parts.file, 0,
                              "is an engine sprite resource, which takes no '#" + parts.selector +
                                  "' selector (a selector applies to Aseprite, Flare and PNG strip files)");
        return loadSpriteResource(parts.file);
    }
    if (isClassicExtension(ext, parts.file) && parts.has_selector)
        throw FormatError(parts.file, 0,
                          "a '#" + parts.selector + "' selector applies to Aseprite, Flare and PNG strip files only");
    if (ext == ".fofrm") return loadFofrm(path);
    if (ext == ".frm") return loadFrm(path, palette);
    if (isFrxPath(path)) return loadFrx(path, palette);
    if (ext == ".png") return loadPngStrip(path);
    if (ext == ".json") return loadJsonSprite(parts, path);
    if (ext == ".txt") {
        const std::string text = readRegularText(parts.file, kMaxTextFileBytes);
        if (!looksLikeFlare(text))
            throw FormatError(parts.file, 0,
                              "expected a Flare animation file: an 'image=' line and [sections] with 'frames=' and "
                              "'frame=' lines");
        return parseFlare(text, parts.file, parts.selector, parts.has_selector);
    }
    switch (sniff(parts.file)) {
    case Sniffed::Flare: return loadFlare(path);
    case Sniffed::Aseprite: return loadAseprite(path);
    case Sniffed::None: break;
    }
    throw FormatError(parts.file, 0, unsupportedSpriteMessage(ext));
}

std::vector<std::string> importedSpriteInputs(const std::string& path) {
    std::vector<std::string> out;
    auto add = [&out](const std::string& f) {
        if (!f.empty() && std::find(out.begin(), out.end(), f) == out.end()) out.push_back(f);
    };
    const SpritePath parts = splitSpritePath(path);
    const std::string ext = lowerExtension(parts.file);
    if (isClassicExtension(ext, parts.file)) return out;
    auto text = [&parts]() -> std::string {
        try {
            return readRegularText(parts.file, kMaxTextFileBytes);
        } catch (const std::exception&) {
            return {};
        }
    };
    if (ext == ".png") {
        add(parts.file);
        if (!parts.has_selector) {
            const std::string sidecar = stripSidecarOf(parts.file);
            add(sidecar);
            try {
                add(stripSidecarImage(readRegularText(sidecar, kMaxTextFileBytes), sidecar));
            } catch (const std::exception&) {
            }
        }
        return out;
    }
    add(parts.file);
    const std::string t = text();
    if (ext == ".json") {
        add(asepriteAtlasPath(t, parts.file));
        add(stripSidecarImage(t, parts.file));
    } else if (ext == ".txt" || looksLikeFlare(t)) {
        for (const std::string& image : flareImagePaths(t, parts.file)) add(image);
    } else {
        add(asepriteAtlasPath(t, parts.file));
    }
    return out;
}

SpriteAnimation readSprite(const std::string& path, const Palette* palette) {
    try {
        return loadByExtension(path, palette);
    } catch (const std::bad_alloc&) {
        // A refusal names the file like every other (README "Limits"), never a bare std::bad_alloc.
        throw FormatError(splitSpritePath(path).file, 0, "not enough memory to read the sprite");
    }
}

}  // namespace gaitlab
