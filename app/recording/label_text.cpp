#include "app/recording/label_text.h"

#include <imgui.h>

namespace gaitlab {

namespace {

/// ImGui's default font in an atlas of its own (no ImGui context needed), built on first use.
struct LabelFont {
    ImFontAtlas atlas;
    ImFont* font = nullptr;
    unsigned char* pixels = nullptr;  ///< alpha 8, tex_w x tex_h
    int tex_w = 0;
    int tex_h = 0;
    LabelFont() {
        font = atlas.AddFontDefault();
        atlas.GetTexDataAsAlpha8(&pixels, &tex_w, &tex_h);
    }
};

const LabelFont& labelFont() {
    static const LabelFont font;
    return font;
}

}  // namespace

int labelLineHeight() { return static_cast<int>(labelFont().font->FontSize); }

int labelTextWidth(const std::string& text) {
    const ImFont* font = labelFont().font;
    float width = 0.0f;
    for (const char c : text) width += font->FindGlyph(static_cast<ImWchar>(static_cast<unsigned char>(c)))->AdvanceX;
    return static_cast<int>(width);
}

void drawLabelText(RgbaImage& image, int x, int y, const std::string& text, Rgba8 colour) {
    const LabelFont& lf = labelFont();
    float pen = static_cast<float>(x);
    for (const char c : text) {
        const ImFontGlyph* glyph = lf.font->FindGlyph(static_cast<ImWchar>(static_cast<unsigned char>(c)));
        if (glyph == nullptr) continue;
        const int u0 = static_cast<int>(glyph->U0 * static_cast<float>(lf.tex_w) + 0.5f);
        const int v0 = static_cast<int>(glyph->V0 * static_cast<float>(lf.tex_h) + 0.5f);
        const int w = static_cast<int>(glyph->X1 - glyph->X0 + 0.5f);
        const int h = static_cast<int>(glyph->Y1 - glyph->Y0 + 0.5f);
        const int gx = static_cast<int>(pen + glyph->X0);
        const int gy = y + static_cast<int>(glyph->Y0);
        for (int j = 0; j < h; ++j)
            for (int i = 0; i < w; ++i) {
                const int coverage = lf.pixels[(v0 + j) * lf.tex_w + u0 + i];
                if (coverage == 0 || !image.contains(gx + i, gy + j)) continue;
                const Rgba8 under = image.at(gx + i, gy + j);
                auto mix = [&](uint8_t a, uint8_t b) {
                    return static_cast<uint8_t>((a * (255 - coverage) + b * coverage + 127) / 255);
                };
                image.set(gx + i, gy + j,
                          Rgba8{mix(under.r, colour.r), mix(under.g, colour.g), mix(under.b, colour.b), under.a});
            }
        pen += glyph->AdvanceX;
    }
}

}  // namespace gaitlab
