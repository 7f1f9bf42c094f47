// 256-colour palettes for the indexed sprite formats (FRM, FR0-FR5; §6.2). Index 0 is always
// fully transparent. The project ships no game's palette: its default palette is generated (see
// defaultPalette) and a `<basename>.pal` beside a sprite replaces it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/base/error_record.h"

namespace gaitlab {

/// One palette entry, 8 bits per component, R,G,B,A.
struct PaletteColor {
    uint8_t r = 0, g = 0, b = 0, a = 0;
    friend bool operator==(const PaletteColor&, const PaletteColor&) = default;
};

struct Palette {
    std::array<PaletteColor, 256> colors{};  ///< colors[0] is transparent (0,0,0,0); others have alpha 255
    /// Entries the game does not use (a component above 63 in the file, D24): drawn opaque black and never chosen
    /// when colours are mapped to the palette.
    std::array<bool, 256> unused{};
    /// What parsePal saw that a user should know (Severity::Warning, naming the file): most entries unused.
    std::vector<ErrorRecord> warnings;
    [[nodiscard]] int unusedCount() const;
};

/// The project's own default palette (not a copy of any game's):
///   index 0: transparent (0,0,0,0);
///   indices 1..216: a 6x6x6 colour cube, index = 1 + 36*r + 6*g + b for r,g,b in 0..5, each component
///     level*51 (0, 51, 102, 153, 204, 255);
///   indices 217..255: a grey ramp, index 216+k (k = 1..39) has every component trunc(k*255/40) (6..248).
/// All opaque entries have alpha 255.
[[nodiscard]] const Palette& defaultPalette();

/// A `.pal` of the colours alone, and of the colours and the game's 32 KiB colour lookup table (Fallout's color.pal).
inline constexpr std::size_t kPalColourBytes = 768;
inline constexpr std::size_t kPalWithTableBytes = 768 + 32768;

/// Parses a `.pal` file as the game reads it (D24, §6.2): the first 768 bytes are 256 RGB triplets of 6-bit
/// components (0..63), each multiplied by 4; an entry with any component above 63 is unused (opaque black, never
/// matched when quantising: the game's own color.pal marks its spare entries so); the bytes after the first 768
/// (the game's colour lookup tables) are ignored. Index 0 is forced transparent, the others get alpha 255. Error
/// (FormatError, byte offset): fewer than 768 bytes ("truncated palette: expected 768 bytes"). Warning
/// (Palette::warnings, D24): more than half of entries 1..255 unused, which a file of 8-bit components gives
/// ("<file>: 200 of 255 entries have a component above 63 and are unused (drawn black, D24): ..."); a size other
/// than kPalColourBytes or kPalWithTableBytes ("palette of 769 bytes, expected 768 ... or 33536 ...").
[[nodiscard]] Palette parsePal(std::span<const uint8_t> bytes, const std::string& path);

/// Reads and parses a `.pal` file; throws FormatError when it cannot be read or is malformed.
[[nodiscard]] Palette loadPal(const std::string& path);

/// The palette file that belongs to a sprite file: `<dir>/<stem>.pal`, else `<dir>/<stem>.PAL`, when one
/// exists (for "art/RAT.frm" -> "art/RAT.pal"); std::nullopt otherwise.
[[nodiscard]] std::optional<std::string> findPaletteBeside(const std::string& sprite_path);

/// Index of the palette colour for an RGBA pixel, for writing indexed files: alpha < 128 -> 0 (transparent);
/// otherwise the opaque, used entry (1..255, not `unused`) with the smallest squared RGB distance, lowest index on
/// ties, so a colour taken from the palette maps back to an index with exactly that colour.
[[nodiscard]] uint8_t nearestPaletteIndex(const Palette& palette, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

}  // namespace gaitlab
