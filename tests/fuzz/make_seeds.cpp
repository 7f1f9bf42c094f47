// Writes the binary seed files of the fuzz corpora with the project's own writers, so the fuzzers start from
// well-formed FRM and sprite resource files (one with a mesh frame) of every shape the readers accept. Usage: fuzz_make_seeds <corpus dir>.
// The generated files are kept under tests/fuzz/corpus/; rerun this after a format change.
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "engine/base/byte_io.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"
#include "engine/hex/hex_map.h"
#include "tests/engine/sprite_resource_bytes.h"

using namespace gaitlab;

namespace {

// `dirs` directions of `frames` frames of w x h; pixels cycle through the palette so quantising is exact.
// Frame 2 repeats frame 0 so the baked writer emits a shared record.
SpriteAnimation makeSprite(int dirs, int frames, int w, int h, int fps) {
    SpriteAnimation anim;
    anim.fps = fps;
    for (int d = 0; d < dirs; ++d) {
        SpriteSheet sheet;
        sheet.anim_ms = fps != 0 ? (1000 / fps) * frames : 0;
        for (int f = 0; f < frames; ++f) {
            const int k = f == 2 ? 0 : f;
            SpriteFrame frame;
            frame.width = w;
            frame.height = h;
            frame.draw_offset = {3 * d - 7, 2 - d};
            frame.next_x = static_cast<int16_t>(k + d - 2);
            frame.next_y = static_cast<int16_t>(1 - k);
            for (int i = 0; i < w * h; ++i) {
                const PaletteColor& c = defaultPalette().colors[static_cast<size_t>((i + k + d) % 256)];
                frame.rgba.insert(frame.rgba.end(), {c.r, c.g, c.b, c.a});
            }
            sheet.frames.push_back(std::move(frame));
        }
        anim.dirs.push_back(std::move(sheet));
    }
    return anim;
}

void write(const std::filesystem::path& file, const std::vector<uint8_t>& bytes) {
    std::filesystem::create_directories(file.parent_path());
    writeFileBytes(file.string(), bytes);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: fuzz_make_seeds <corpus dir>\n";
        return 2;
    }
    const std::filesystem::path out = argv[1];
    const Palette& pal = defaultPalette();
    write(out / "frm" / "one_dir.frm", writeFrm(makeSprite(1, 3, 3, 2, 10), pal, "one_dir.frm"));
    write(out / "frm" / "six_dirs.frm", writeFrm(makeSprite(6, 3, 2, 2, 12), pal, "six_dirs.frm"));
    write(out / "frm" / "empty_frames.frm", writeFrm(makeSprite(1, 2, 0, 0, 0), pal, "empty_frames.frm"));
    write(out / "frm" / "wide.frm", writeFrm(makeSprite(1, 1, 40, 3, 24), pal, "wide.frm"));
    write(out / "sprite_resource" / "one_dir.frm", writeSpriteResource(makeSprite(1, 3, 3, 2, 10), "one_dir.frm"));
    write(out / "sprite_resource" / "six_dirs.frm", writeSpriteResource(makeSprite(6, 4, 2, 2, 12), "six_dirs.frm"));
    write(out / "sprite_resource" / "empty_frames.frm",
          writeSpriteResource(makeSprite(1, 3, 0, 0, 0), "empty_frames.frm"));
    write(out / "sprite_resource" / "mesh.frm", gaitlab::testing::meshResource());
    HexMap map = makeHexMap("tiny", MapSize{3, 2}, {"grass", "rock"});
    map.tile_kind[4] = 1;
    map.setBlocked(Hex{1, 1}, true);
    const std::string json = hexMapToJson(map);
    write(out / "hex_map" / "tiny.json", std::vector<uint8_t>(json.begin(), json.end()));
    std::cout << "fuzz_make_seeds: wrote seeds under " << out.string() << "\n";
    return 0;
}
