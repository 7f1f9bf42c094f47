#include "app/headless/montage_labels.h"

#include <algorithm>
#include <cstdio>

namespace gaitlab {

std::vector<std::string> packLabel(const std::vector<std::string>& fields, int width) {
    std::vector<std::string> lines;
    for (const std::string& field : fields) {
        if (!lines.empty() && labelTextWidth(lines.back() + "  " + field) <= width)
            lines.back() += "  " + field;
        else
            lines.push_back(field);
    }
    if (lines.empty()) lines.emplace_back();
    return lines;
}

int labelStripHeight(int lines) { return lines * labelLineHeight() + 2 * kLabelPad; }

ipos MontageLayout::frameOrigin(int i) const {
    const int c = i % columns;
    const int r = i / columns;
    return ipos(kMontageGap + c * (cell_w + kMontageGap), kMontageGap + r * (cell_h + strip_h + kMontageGap));
}

ipos MontageLayout::sheetSize() const {
    const int cols = std::min(columns, count);
    return ipos((cell_w + kMontageGap) * cols + kMontageGap, (cell_h + strip_h + kMontageGap) * rows() + kMontageGap);
}

int labelledMontageFactor(int frame_w, int frame_h, int count, int columns, int max_width, int max_height) {
    if (count <= 0 || columns <= 0) return 1;
    const int cols = std::min(columns, count);
    const int rows = (count + cols - 1) / cols;
    const int strip = labelStripHeight(2);
    int factor = 1;
    while (factor < std::max(frame_w, frame_h) &&
           ((frame_w / factor + kMontageGap) * cols + kMontageGap > max_width ||
            (frame_h / factor + strip + kMontageGap) * rows + kMontageGap > max_height))
        ++factor;
    return factor;
}

MontageLayout labelledMontageLayout(int count, int columns, int cell_w, int cell_h,
                                    const std::vector<std::vector<std::string>>& labels) {
    MontageLayout layout{count, std::max(1, std::min(columns, count)), cell_w, cell_h, 0};
    int lines = 1;
    for (const auto& fields : labels)
        lines = std::max(lines, static_cast<int>(packLabel(fields, cell_w - kLabelPad).size()));
    layout.strip_h = labelStripHeight(lines);
    return layout;
}

RgbaImage labelledMontage(const std::vector<RgbaImage>& cells, const std::vector<std::vector<std::string>>& labels,
                          int columns) {
    if (cells.empty() || columns <= 0) return {};
    const MontageLayout layout = labelledMontageLayout(static_cast<int>(cells.size()), columns, cells.front().width,
                                                       cells.front().height, labels);
    const ipos size = layout.sheetSize();
    RgbaImage sheet(size.x, size.y, kMontageBackground);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const ipos at = layout.frameOrigin(static_cast<int>(i));
        blit(sheet, cells[i], at.x, at.y);
        const ipos strip = layout.stripOrigin(static_cast<int>(i));
        for (int y = 0; y < layout.strip_h; ++y)
            for (int x = 0; x < layout.cell_w; ++x) sheet.set(strip.x + x, strip.y + y, kLabelBackground);
        if (i >= labels.size()) continue;
        const std::vector<std::string> lines = packLabel(labels[i], layout.cell_w - kLabelPad);
        RgbaImage strip_image(layout.cell_w, layout.strip_h, kLabelBackground);
        for (std::size_t k = 0; k < lines.size(); ++k)
            drawLabelText(strip_image, kLabelPad, kLabelPad + static_cast<int>(k) * labelLineHeight(), lines[k],
                          kLabelText);
        blit(sheet, strip_image, strip.x, strip.y);  // clipped to the cell: text never runs into the next one
    }
    return sheet;
}

}  // namespace gaitlab
