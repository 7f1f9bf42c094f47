// A private directory with one small child file of every kind a FOFRM can reference (.frm, .fr0-.fr5,
// a sprite resource, nested .fofrm, and a FOFRM pointing back at the parsed file), so fuzzed FOFRM text reaches nested
// loading, the NextX/NextY sums and cycle detection, while relative references can never reach other files.
// Shared by the fuzz target and the regression test so a saved input replays in the same surroundings.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"

namespace gaitlab::fuzz {

class FofrmSandbox {
public:
    FofrmSandbox() {
        std::string pattern = (std::filesystem::temp_directory_path() / "gaitlab-fofrm-XXXXXX").string();
        if (mkdtemp(pattern.data()) == nullptr) {
            throw std::runtime_error("cannot create a temporary directory from " + pattern);
        }
        dir_ = pattern;
        const std::vector<uint8_t> six = writeFrm(sprite(6, 2, 3), defaultPalette(), "six.frm");
        writeFile("tiny.frm", writeFrm(sprite(1, 2, 32000), defaultPalette(), "tiny.frm"));
        writeFile("six.frm", six);
        // Every FRx direction file carries the full table; the reader picks entry d from file d.
        for (int d = 0; d < 6; ++d) {
            writeFile("rat.fr" + std::to_string(d), six);
        }
        writeFile("only.fr0", six);
        writeFile("tiny.baked.frm", writeSpriteResource(sprite(6, 3, -32000), "tiny.baked.frm"));
        writeFile("child.fofrm", std::string_view("fps=10\ncount=2\nfrm_0=a.png\nfrm_1=tiny.frm\nnext_x_1=5\n"));
        writeFile("back.fofrm", std::string_view("frm=fuzz.fofrm\n"));
    }
    ~FofrmSandbox() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    FofrmSandbox(const FofrmSandbox&) = delete;
    FofrmSandbox& operator=(const FofrmSandbox&) = delete;

    /// Path the fuzzed text is parsed as; it is also written there so references to it close a cycle.
    [[nodiscard]] std::string inputPath() const { return (dir_ / "fuzz.fofrm").string(); }

    /// Replaces the sandbox's `a.png` (the image child.fofrm and fuzzed text may reference) with `bytes`.
    void writePng(std::string_view bytes) { writeFile("a.png", bytes); }

    SpriteAnimation parse(std::string_view text) {
        writeFile("fuzz.fofrm", text);
        return parseFofrm(text, inputPath());
    }

private:
    // `dirs` directions of `frames` 2x1 frames with palette colours; NextX of the first frame is `next_x`
    // so child sums can leave int16 when a parent adds its own delta.
    static SpriteAnimation sprite(int dirs, int frames, int16_t next_x) {
        SpriteAnimation anim;
        anim.fps = 10;
        for (int d = 0; d < dirs; ++d) {
            SpriteSheet sheet;
            sheet.anim_ms = 100 * frames;
            for (int f = 0; f < frames; ++f) {
                SpriteFrame frame;
                frame.width = 2;
                frame.height = 1;
                frame.draw_offset = {d, -d};
                frame.next_x = f == 0 ? next_x : static_cast<int16_t>(f);
                frame.next_y = static_cast<int16_t>(-f);
                const PaletteColor& a = defaultPalette().colors[static_cast<size_t>(1 + f)];
                frame.rgba = {a.r, a.g, a.b, a.a, 0, 0, 0, 0};
                sheet.frames.push_back(std::move(frame));
            }
            anim.dirs.push_back(std::move(sheet));
        }
        return anim;
    }

    template <typename Bytes>
    void writeFile(const std::string& name, const Bytes& bytes) {
        std::ofstream out(dir_ / name, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            throw std::runtime_error("cannot write " + (dir_ / name).string());
        }
    }

    std::filesystem::path dir_;
};

}  // namespace gaitlab::fuzz
