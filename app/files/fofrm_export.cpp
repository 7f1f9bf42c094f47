#include "app/files/fofrm_export.h"

#include <span>
#include <sstream>
#include <stdexcept>

#include "app/files/image_file.h"
#include "app/files/output_file.h"
#include "engine/formats/sprite_import.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

namespace fs = std::filesystem;

FofrmExport exportFofrm(const SpriteAnimation& anim, const fs::path& out,
                        const std::function<ipos(int dir, int frame)>& deltas) {
    FofrmExport result;
    const fs::path out_dir = out.parent_path().empty() ? fs::path(".") : out.parent_path();
    const fs::path frames_dir = out_dir / out.stem();
    result.frames_dir = frames_dir.string();
    const int dir_count = static_cast<int>(anim.dirs.size());
    const bool one = dir_count == 1;
    std::ostringstream text;
    text << "fps = " << anim.fps << "\ncount = " << (anim.dirs.empty() ? 0 : anim.dirs.front().frameCount()) << "\n";
    for (int d = 0; d < dir_count; ++d) {
        const SpriteSheet& sheet = anim.dirs[static_cast<std::size_t>(d)];
        if (!one) text << "\n[dir_" << d << "]\n";
        const ipos offset = sheet.frames.empty() ? ipos(0, 0) : sheet.frames.front().draw_offset;
        text << "offs_x = " << offset.x << "\noffs_y = " << offset.y << "\n";
        for (int k = 0; k < sheet.frameCount(); ++k) {
            const SpriteFrame& frame = sheet.frames[static_cast<std::size_t>(k)];
            std::string ref;
            if (!frame.image.empty()) {
                std::error_code ec;
                const fs::path rel = fs::relative(fs::absolute(frame.image), fs::absolute(out_dir), ec);
                ref = ec || rel.empty() ? fs::absolute(frame.image).string() : rel.generic_string();
            } else {
                const std::string name = asciiLower(dirName(d, one ? kHexDirCount : dir_count));
                const fs::path png = frames_dir / (name + "_" + std::to_string(k) + ".png");
                result.pngs.push_back({png.string(), &frame});
                ref = fs::relative(png, out_dir).generic_string();
            }
            const ipos v = deltas(d, k);
            text << "frm_" << k << " = " << ref << "\nnext_x_" << k << " = " << v.x << "\nnext_y_" << k << " = " << v.y
                 << "\n";
        }
    }
    result.text = text.str();
    return result;
}

std::vector<std::string> fofrmExportOutputs(const FofrmExport& fofrm, const std::string& out) {
    std::vector<std::string> outputs{out};
    for (const FofrmFramePng& png : fofrm.pngs) outputs.push_back(png.path);
    return outputs;
}

void writeFofrmExport(const FofrmExport& fofrm, const std::string& out, OutputGuard& guard) {
    // The PNG reader's limit holds on the writing side too: every frame is checked before the first is written.
    for (const FofrmFramePng& png : fofrm.pngs)
        if (static_cast<long long>(png.frame->width) * png.frame->height > kMaxImagePixels)
            throw std::runtime_error(png.path + ": the frame is " + std::to_string(png.frame->width) + "x" +
                                     std::to_string(png.frame->height) + ", more than the " +
                                     std::to_string(kMaxImagePixels) +
                                     " pixels a PNG frame gaitlab reads may have; nothing was written");
    if (!fofrm.pngs.empty()) {
        std::error_code ec;
        fs::create_directories(fofrm.frames_dir, ec);
        if (ec) throw std::runtime_error(fofrm.frames_dir + ": cannot create the folder: " + ec.message());
    }
    for (const FofrmFramePng& png : fofrm.pngs) {
        // An empty 0x0 frame has no PNG: one transparent pixel, which draws nothing as well.
        const bool empty = png.frame->width == 0 || png.frame->height == 0;
        RgbaImage image(empty ? 1 : png.frame->width, empty ? 1 : png.frame->height);
        image.pixels = empty ? std::vector<uint8_t>(4, 0) : png.frame->rgba;
        guard.writePng(png.path, image);
    }
    guard.write(out, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(fofrm.text.data()), fofrm.text.size()));
}

}  // namespace gaitlab
